import type { Latch } from '../latch'
import { getStore } from '../latch'
import type { CaipAddress, ChainNamespace, ConnectionStatus, PreferredAccountType } from '../types'

/** The account of the active namespace, as a host reads it. */
export interface GetAccountReturnType {
  /** The namespace in use ('eip155', 'solana'...). */
  namespace: ChainNamespace
  address?: string
  caipAddress?: CaipAddress
  /** The wallet (connector) the account is connected through. */
  connectorId?: string
  /** The native balance, floored to 3 decimals, once read (`fetchBalance`). */
  balance?: string
  balanceSymbol?: string
  /** The account type in use, when the wallet has several (the embedded wallet's smart account or EOA). */
  accountType?: PreferredAccountType
  status: ConnectionStatus
  isConnected: boolean
  /** True while the last wallet is being restored after a page load. */
  isReconnecting: boolean
}

/**
 * The account of the active namespace: its address, status and balance. Watch it with `watchAccount`.
 *
 * @example
 * const { address, isConnected } = getAccount(latch)
 */
export function getAccount(latch: Latch): GetAccountReturnType {
  const state = getStore(latch).getState()
  const namespace = state.activeNamespace
  const account = state.accounts[namespace]
  const isReconnecting = Boolean(state.loadingNamespaceMap[namespace])
  const status =
    account?.status ??
    (state.connecting?.status === 'waiting' || isReconnecting ? 'connecting' : 'disconnected')
  return {
    namespace,
    address: account?.address,
    caipAddress: account?.caipAddress,
    connectorId: account ? state.activeConnectorIds[namespace] : undefined,
    balance: account?.balance,
    balanceSymbol: account?.balanceSymbol,
    accountType: account?.preferredAccountType,
    status,
    isConnected: status === 'connected',
    isReconnecting,
  }
}
