import type { CaipNetworkId } from '@latch/core'
import type { Address } from 'viem'
import type { Eip1193Listener, Eip1193Provider } from './isEip1193Provider'
import { parseAccounts } from './parseAccounts'
import { parseChainId } from './parseChainId'
import { toCaipNetworkId } from './toCaipNetworkId'

export interface WalletEventHandlers {
  onAccountsChanged: (addresses: Address[]) => void
  onChainChanged: (caipNetworkId: CaipNetworkId) => void
  onDisconnect: () => void
}

/**
 * Subscribes to a wallet's `accountsChanged`, `chainChanged` and `disconnect` events, validating
 * each payload (malformed ones are dropped). Returns a function that unsubscribes all three.
 * Providers without `on` get no subscription.
 *
 * @example
 * const stop = watchWalletEvents(provider, {
 *   onAccountsChanged: (addresses) => console.log(addresses),
 *   onChainChanged: (caipNetworkId) => console.log(caipNetworkId), // 'eip155:31338'
 *   onDisconnect: () => console.log('gone'),
 * })
 */
export function watchWalletEvents(provider: Eip1193Provider, handlers: WalletEventHandlers): () => void {
  const listeners: Record<string, Eip1193Listener> = {
    accountsChanged: (payload) => {
      const addresses = parseAccounts(payload)
      if (addresses) handlers.onAccountsChanged(addresses)
    },
    chainChanged: (payload) => {
      const chainId = parseChainId(payload)
      if (chainId) handlers.onChainChanged(toCaipNetworkId(chainId))
    },
    disconnect: () => handlers.onDisconnect(),
  }
  for (const [event, listener] of Object.entries(listeners)) provider.on?.(event, listener)
  return () => {
    for (const [event, listener] of Object.entries(listeners)) provider.removeListener?.(event, listener)
  }
}
