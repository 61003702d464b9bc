import type { WalletSource } from '@latch/core/internal'
import { type AnnouncedWallet, discoverAnnouncedWallets } from './discoverAnnouncedWallets'
import type { EvmConnector } from './evmConnector'
import { isEip1193Provider } from './isEip1193Provider'

/**
 * Where EVM wallets are on `target`, for the connector registry: `first` (the email login, WalletConnect),
 * then EIP-6963 announcements (one per rdns, the first wins), then `target.ethereum` as the 'injected'
 * fallback unless it is one of the announced providers. Listens for announcements and for
 * `ethereum#initialized`, which wallets that inject `window.ethereum` late fire (MetaMask's convention).
 *
 * @example
 * registry.start(createEvmWalletSource(window, [walletConnectConnector]))
 */
export function createEvmWalletSource(
  target: (EventTarget & { ethereum?: unknown }) | undefined,
  first: readonly EvmConnector[] = [],
): WalletSource<EvmConnector> {
  // discoverAnnouncedWallets hands over each rdns once, the first announcement's
  const announced: EvmConnector[] = []
  return {
    read() {
      const found = [...first, ...announced]
      const injected = target?.ethereum
      if (isEip1193Provider(injected)) {
        found.push({
          id: 'injected',
          name: 'Browser Wallet',
          type: 'INJECTED',
          chain: 'eip155',
          provider: injected,
        })
      }
      // each connector is its own entry, told apart by id and provider
      return found
    },
    watch(refresh) {
      if (!target) return () => {}
      const stopDiscovery = discoverAnnouncedWallets(target, (wallet) => {
        announced.push(toAnnouncedConnector(wallet))
        refresh()
      })
      target.addEventListener('ethereum#initialized', refresh)
      return () => {
        stopDiscovery()
        target.removeEventListener('ethereum#initialized', refresh)
      }
    },
  }
}

function toAnnouncedConnector({ info, provider }: AnnouncedWallet): EvmConnector {
  return {
    id: info.rdns,
    name: info.name,
    type: 'ANNOUNCED',
    chain: 'eip155',
    imageUrl: info.icon,
    info: { rdns: info.rdns, icon: info.icon },
    provider,
  }
}
