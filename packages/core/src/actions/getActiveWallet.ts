import type { ChainAdapter } from '../adapter'
import { UnsupportedMethodError } from '../errors/rpc'
import { ChainAdapterNotFoundError, NetworkNotFoundError } from '../errors/state'
import { ActiveAddressNotFoundError } from '../errors/transaction'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { getActiveAccount, getActiveNetwork } from '../selectors'
import type { Network } from '../types'
import { reportActionError } from './reportActionError'

type WalletMethod =
  | 'signMessage'
  | 'signTypedData'
  | 'sendTransaction'
  | 'sendTransfer'
  | 'switchAccountType'
  | 'getCapabilities'
  | 'sendCalls'
  | 'getCallsStatus'

/** The connected wallet an action acts through, with the adapter method it needs. */
export interface ActiveWallet<method extends WalletMethod> {
  connectorId: string
  address: string
  network: Network
  call: NonNullable<ChainAdapter[method]>
}

/**
 * The active namespace's connected account, connector and network, and the adapter's `method`.
 * Throws (reported) `ActiveAddressNotFoundError` when nothing is connected, `ChainAdapterNotFoundError`,
 * `NetworkNotFoundError` when the wallet is on a network the host did not configure, and
 * `UnsupportedMethodError` when the adapter cannot do `method`.
 *
 * @example
 * const { call, connectorId, address } = getActiveWallet(latch, 'signMessage')
 */
export function getActiveWallet<method extends WalletMethod>(
  latch: Latch,
  method: method,
): ActiveWallet<method> {
  const state = getStore(latch).getState()
  const namespace = state.activeNamespace
  const account = getActiveAccount(state)
  const connectorId = state.activeConnectorIds[namespace]
  if (account?.status !== 'connected' || !account.address || !connectorId) {
    throw reportActionError(
      latch,
      new ActiveAddressNotFoundError({ details: `No ${namespace} account is connected.` }),
    )
  }
  const adapter = latch.adapters.get(namespace)
  if (!adapter) {
    throw reportActionError(latch, new ChainAdapterNotFoundError({ details: `No adapter for ${namespace}.` }))
  }
  const network = getActiveNetwork(latch, state)
  if (!network) {
    throw reportActionError(
      latch,
      new NetworkNotFoundError({ details: `${state.activeCaipNetworkId} is not configured.` }),
    )
  }
  const implementation = adapter[method]
  if (!implementation) {
    throw reportActionError(
      latch,
      new UnsupportedMethodError({ details: `The ${namespace} adapter cannot ${method}.` }),
    )
  }
  return {
    connectorId,
    address: account.address,
    network,
    call: implementation.bind(adapter) as NonNullable<ChainAdapter[method]>,
  }
}
