import type { Connector } from '@latch/core'
import { type AnnouncedWallet, discoverAnnouncedWallets } from './discoverAnnouncedWallets'
import { findInjectedProvider } from './findInjectedProvider'
import type { Eip1193Provider } from './isEip1193Provider'

/** A discovered EVM wallet: a core `Connector` whose provider is known to be EIP-1193. */
export type EvmConnector = Connector & { provider: Eip1193Provider }

/**
 * Keeps the list of EVM wallets on `target`: EIP-6963 announcements (one per rdns, the first wins)
 * plus `target.ethereum` as the 'injected' fallback unless it is one of the announced providers.
 * `onChange` gets the full list once at start and again whenever it changes.
 * Returns a function that removes every listener it added.
 *
 * @example
 * const stop = watchConnectors(window, (connectors) => render(connectors))
 */
export function watchConnectors(
  target: EventTarget & { ethereum?: unknown },
  onChange: (connectors: EvmConnector[]) => void,
): () => void {
  const announced = new Map<string, AnnouncedWallet>()
  let started = false
  let last: EvmConnector[] | undefined

  const update = () => {
    // Wallets answer the discovery request synchronously: report them once, after the request.
    if (!started) return
    const next = [...announced.values()].map(toAnnouncedConnector)
    const injected = findInjectedProvider(target)
    if (injected && !next.some((connector) => connector.provider === injected)) {
      next.push({
        id: 'injected',
        name: 'Browser Wallet',
        type: 'INJECTED',
        chain: 'eip155',
        provider: injected,
      })
    }
    if (last && isSameList(last, next)) return
    last = next
    onChange(next)
  }

  const stopDiscovery = discoverAnnouncedWallets(target, (wallet) => {
    announced.set(wallet.info.rdns, wallet)
    update()
  })
  // Some wallets inject `window.ethereum` late and say so with this event (MetaMask's convention).
  target.addEventListener('ethereum#initialized', update)
  started = true
  update()

  return () => {
    stopDiscovery()
    target.removeEventListener('ethereum#initialized', update)
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

function isSameList(a: EvmConnector[], b: EvmConnector[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (x, i) =>
        x.id === b[i]?.id &&
        x.name === b[i]?.name &&
        x.imageUrl === b[i]?.imageUrl &&
        x.provider === b[i]?.provider,
    )
  )
}
