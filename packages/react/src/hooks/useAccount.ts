import type { CaipAddress, ConnectionStatus } from '@latch/core'
import type { LatchState } from '@latch/core/internal'
import { getActiveAccount } from '@latch/core/internal'
import { useLatchSelector } from './useLatchSelector'

export interface UseAccountReturnType {
  address?: string
  caipAddress?: CaipAddress
  /** Floored to 3 decimals. */
  balance?: string
  balanceSymbol?: string
  status: ConnectionStatus
  isConnected: boolean
  /** True while the last wallet is being restored after a page load. */
  isReconnecting: boolean
}

const selectAccount = (state: LatchState): UseAccountReturnType => {
  const account = getActiveAccount(state)
  const isReconnecting = Boolean(state.loadingNamespaceMap[state.activeNamespace])
  const status =
    account?.status ??
    (state.connecting?.status === 'waiting' || isReconnecting ? 'connecting' : 'disconnected')
  return {
    address: account?.address,
    caipAddress: account?.caipAddress,
    balance: account?.balance,
    balanceSymbol: account?.balanceSymbol,
    status,
    isConnected: status === 'connected',
    isReconnecting,
  }
}

/**
 * The active account.
 *
 * @example
 * const { address, balance, balanceSymbol, isConnected } = useAccount()
 */
export function useAccount(): UseAccountReturnType {
  return useLatchSelector(selectAccount)
}
