import type { Connector } from '@latch/core'
import { normalizeWalletName } from '@latch/core/internal'
import type { Wallet } from '@wallet-standard/base'
import type { BitcoinWallet } from './bitcoinWallet'
import {
  fromSatsConnectProvider,
  isSatsConnectProvider,
  type SatsConnectProvider,
} from './fromSatsConnectProvider'
import { fromStandardWallet, isBitcoinStandardWallet } from './fromStandardWallet'
import { fromUnisatProvider, isUnisatProvider, type UnisatProvider } from './fromUnisatProvider'

/** The part of `@wallet-standard/app`'s `getWallets()` registry the adapter reads. */
export interface StandardWalletRegistry {
  get(): readonly Wallet[]
  on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void): () => void
}

/** Where injected Bitcoin providers live: the page's `window`. */
export interface InjectedBitcoinTarget {
  XverseProviders?: { BitcoinProvider?: unknown }
  btc?: unknown
  unisat?: unknown
}

/** A discovered Bitcoin wallet: its core `Connector` and the wrapper the adapter drives it through. */
export interface BitcoinConnectorEntry {
  connector: Connector
  wallet: BitcoinWallet
}

/** The injected providers the adapter knows, in the order they are listed, with the name each gets. */
const INJECTED = [
  {
    id: 'bip122:xverse',
    name: 'Xverse',
    find: (target: InjectedBitcoinTarget) => target.XverseProviders?.BitcoinProvider,
    is: isSatsConnectProvider,
    wrap: (provider: unknown) => fromSatsConnectProvider(provider as SatsConnectProvider),
  },
  {
    id: 'bip122:unisat',
    name: 'UniSat',
    find: (target: InjectedBitcoinTarget) => target.unisat,
    is: isUnisatProvider,
    wrap: (provider: unknown) => fromUnisatProvider(provider as UnisatProvider),
  },
  {
    id: 'bip122:injected',
    name: 'Browser Wallet',
    find: (target: InjectedBitcoinTarget) => target.btc,
    is: isSatsConnectProvider,
    wrap: (provider: unknown) => fromSatsConnectProvider(provider as SatsConnectProvider),
  },
] as const

/**
 * Keeps the list of Bitcoin wallets: every wallet-standard wallet with the Bitcoin features (one per name,
 * the first registered wins), then the injected providers (Xverse's sats-connect provider, UniSat, a
 * sats-connect `window.btc`, listed by the `name` it gives, if any), each unless a wallet of the same name
 * (or the same provider object) is already listed: Xverse, and the dev wallet, are found both ways. `onChange` gets the full list at start and on every register
 * and unregister. Returns a function that stops listening.
 *
 * @example
 * const stop = watchBitcoinConnectors({ registry: getWallets(), target: window }, render)
 */
export function watchBitcoinConnectors(
  { registry, target }: { registry: StandardWalletRegistry; target: InjectedBitcoinTarget | undefined },
  onChange: (entries: BitcoinConnectorEntry[]) => void,
): () => void {
  // Each wallet and provider is wrapped once, so a connection's wallet stays the same object across updates.
  const wrapped = new WeakMap<object, BitcoinConnectorEntry>()
  const entryOf = (key: object, make: () => BitcoinConnectorEntry) => {
    let entry = wrapped.get(key)
    if (!entry) {
      entry = make()
      wrapped.set(key, entry)
    }
    return entry
  }

  const update = () => {
    const byName = new Map<string, BitcoinConnectorEntry>()
    const seen = new Set<unknown>()
    for (const wallet of registry.get()) {
      if (!isBitcoinStandardWallet(wallet)) continue
      const name = normalizeWalletName(wallet.name)
      if (byName.has(name)) continue
      byName.set(
        name,
        entryOf(wallet, () => ({
          connector: toStandardConnector(wallet),
          wallet: fromStandardWallet(wallet),
        })),
      )
    }
    for (const injected of INJECTED) {
      const provider = target ? injected.find(target) : undefined
      if (!injected.is(provider) || seen.has(provider)) continue
      seen.add(provider)
      // a provider that names its wallet (as the dev wallet's does) is listed, and deduplicated, by that name
      const announced = (provider as { name?: unknown }).name
      const label = typeof announced === 'string' && announced.trim() !== '' ? announced : injected.name
      const name = normalizeWalletName(label)
      if (byName.has(name)) continue
      const connector: Connector = { id: injected.id, name: label, type: 'INJECTED', chain: 'bip122' }
      byName.set(
        name,
        entryOf(provider as object, () => ({ connector, wallet: injected.wrap(provider) })),
      )
    }
    onChange([...byName.values()])
  }

  const stopRegister = registry.on('register', update)
  const stopUnregister = registry.on('unregister', update)
  update()
  return () => {
    stopRegister()
    stopUnregister()
  }
}

function toStandardConnector(wallet: Wallet): Connector {
  return {
    id: `bip122:${wallet.name}`,
    name: wallet.name,
    type: 'ANNOUNCED',
    chain: 'bip122',
    imageUrl: wallet.icon,
    info: { icon: wallet.icon },
    provider: wallet,
  }
}
