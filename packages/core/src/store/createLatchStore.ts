import { createStore, type StoreApi } from 'zustand/vanilla'
import { CLOSED_ALERT } from '../rules/alert'
import { CLOSED_SNACKBAR } from '../rules/snackbar'
import type { CaipNetworkId, ChainNamespace, RecentWallet } from '../types'
import { accountDataKey, emptyAccountData } from './accountData'
import type { LatchState } from './state'

export type LatchStore = StoreApi<LatchState>

/** A fresh store per instance: two instances on a page never share state. */
export function createLatchStore(initial: {
  activeCaipNetworkId: CaipNetworkId
  activeNamespace: ChainNamespace
  recentWallets: RecentWallet[]
  activeConnectorIds: Partial<Record<ChainNamespace, string>>
  locale?: string
}): LatchStore {
  const store = createStore<LatchState>()(() => ({
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
    remoteFeatures: undefined,
    walletListing: { status: 'idle', named: [], recommended: [], count: 0 },
    siwx: { status: 'idle' },
    locale: initial.locale,
    ...emptyAccountData(),
  }))
  // Disconnect, connect, the wallet's account or chain change, a switch: many paths change the
  // account or network the Account data belongs to. Resetting it here, in the same update, keeps
  // one account's tokens, history or half-filled send form from ever showing for another.
  const setState = store.setState
  store.setState = (partial, replace?: boolean) =>
    setState((state) => {
      const patch = typeof partial === 'function' ? partial(state) : partial
      if (Object.is(patch, state)) return state
      const next: LatchState = replace ? (patch as LatchState) : { ...state, ...patch }
      return accountDataKey(next) === accountDataKey(state) ? next : { ...next, ...emptyAccountData() }
    }, true)
  return store
}
