import type { Connector } from '@latch/core'
import { normalizeWalletName, type WalletCandidate, type WalletSource } from '@latch/core/internal'
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
 * Where Bitcoin wallets are, for the connector registry: every wallet-standard wallet with the Bitcoin
 * features (one per name, the first registered wins), then the injected providers (Xverse's sats-connect
 * provider, UniSat, a sats-connect `window.btc`, listed by the `name` it gives, if any), each unless a wallet
 * of the same name (or the same provider object) is already listed: Xverse, and the dev wallet, are found
 * both ways. Read again on every register and unregister.
 *
 * @example
 * registry.start(createBitcoinWalletSource({ registry: getWallets(), target: window }))
 */
export function createBitcoinWalletSource({
  registry,
  target,
}: {
  registry: StandardWalletRegistry
  target: InjectedBitcoinTarget | undefined
}): WalletSource<BitcoinConnectorEntry> {
  return {
    *read(): Generator<WalletCandidate<BitcoinConnectorEntry>> {
      for (const wallet of registry.get()) {
        if (!isBitcoinStandardWallet(wallet)) continue
        yield {
          id: `bip122:${wallet.name}`,
          provider: wallet,
          normalizedName: normalizeWalletName(wallet.name),
          create: () => ({ connector: toStandardConnector(wallet), wallet: fromStandardWallet(wallet) }),
        }
      }
      for (const injected of INJECTED) {
        const provider = target ? injected.find(target) : undefined
        if (!injected.is(provider)) continue
        // a provider that names its wallet (as the dev wallet's does) is listed, and deduplicated, by that name
        const announced = (provider as { name?: unknown }).name
        const name = typeof announced === 'string' && announced.trim() !== '' ? announced : injected.name
        yield {
          id: injected.id,
          provider: provider as object,
          normalizedName: normalizeWalletName(name),
          create: () => ({
            connector: { id: injected.id, name, type: 'INJECTED', chain: 'bip122' },
            wallet: injected.wrap(provider),
          }),
        }
      }
    },
    watch(refresh) {
      const stops = [registry.on('register', refresh), registry.on('unregister', refresh)]
      return () => {
        for (const stop of stops) stop()
      }
    },
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
