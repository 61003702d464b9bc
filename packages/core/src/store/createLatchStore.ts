import { createStore, type StoreApi } from 'zustand/vanilla'
import { CLOSED_ALERT } from '../rules/alert'
import { CLOSED_SNACKBAR } from '../rules/snackbar'
import type { CaipNetworkId, ChainNamespace, RecentWallet } from '../types'
import type { LatchState } from './state'

export type LatchStore = StoreApi<LatchState>

/** A fresh store per instance: two instances on a page never share state. */
export function createLatchStore(initial: {
  activeCaipNetworkId: CaipNetworkId
  activeNamespace: ChainNamespace
  recentWallets: RecentWallet[]
  activeConnectorIds: Partial<Record<ChainNamespace, string>>
}): LatchStore {
  return createStore<LatchState>()(() => ({
    open: false,
    loading: false,
    loadingNamespaceMap: {},
    router: { view: 'Connect', history: [], transactionStack: [] },
    activeNamespace: initial.activeNamespace,
    activeCaipNetworkId: initial.activeCaipNetworkId,
    connectors: {},
    activeConnectorIds: initial.activeConnectorIds,
    connections: {},
    accounts: {},
    recentWallets: initial.recentWallets,
    snackbar: CLOSED_SNACKBAR,
    alert: CLOSED_ALERT,
    refusedCloseCount: 0,
  }))
}
