import type { Connector } from '@latch/core'
import { normalizeWalletName, type WalletCandidate, type WalletSource } from '@latch/core/internal'
import type { Wallet } from '@wallet-standard/base'
import { findInjectedSolanaProvider, type InjectedSolanaTarget } from './findInjectedSolanaProvider'
import { fromInjectedProvider } from './fromInjectedProvider'
import { fromStandardWallet } from './fromStandardWallet'
import { isSolanaStandardWallet } from './isSolanaStandardWallet'
import type { SolanaWallet } from './solanaWallet'

/** The part of `@wallet-standard/app`'s `getWallets()` registry the adapter reads. */
export interface StandardWalletRegistry {
  get(): readonly Wallet[]
  on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void): () => void
}

/** A discovered Solana wallet: its core `Connector` and the wrapper the adapter drives it through. */
export interface SolanaConnectorEntry {
  connector: Connector
  wallet: SolanaWallet
}

/** The id of the injected fallback's connector (there is at most one). */
export const INJECTED_SOLANA_CONNECTOR_ID = 'solana:injected'

/**
 * Where Solana wallets are, for the connector registry: every wallet-standard wallet serving a `solana:`
 * cluster (one per name, the first registered wins), then the injected provider (`window.phantom.solana`,
 * `window.solana`) unless a wallet of the same name is already listed (Phantom registers both ways), then
 * `last` (the email login). Read again on every register and unregister.
 *
 * @example
 * registry.start(createSolanaWalletSource({ registry: getWallets(), target: window }))
 */
export function createSolanaWalletSource(
  { registry, target }: { registry: StandardWalletRegistry; target: InjectedSolanaTarget | undefined },
  last?: SolanaConnectorEntry,
): WalletSource<SolanaConnectorEntry> {
  return {
    *read(): Generator<WalletCandidate<SolanaConnectorEntry>> {
      for (const wallet of registry.get()) {
        if (!isSolanaStandardWallet(wallet)) continue
        yield {
          id: `solana:${wallet.name}`,
          provider: wallet,
          normalizedName: normalizeWalletName(wallet.name),
          create: () => ({ connector: toStandardConnector(wallet), wallet: fromStandardWallet(wallet) }),
        }
      }
      const provider = findInjectedSolanaProvider(target)
      if (provider) {
        const name = provider.isPhantom ? 'Phantom' : 'Browser Wallet'
        yield {
          id: INJECTED_SOLANA_CONNECTOR_ID,
          provider,
          normalizedName: normalizeWalletName(name),
          create: () => ({
            connector: { id: INJECTED_SOLANA_CONNECTOR_ID, name, type: 'INJECTED', chain: 'solana' },
            wallet: fromInjectedProvider(provider),
          }),
        }
      }
      if (last) yield { id: last.connector.id, provider: last, create: () => last }
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
    id: `solana:${wallet.name}`,
    name: wallet.name,
    type: 'ANNOUNCED',
    chain: 'solana',
    imageUrl: wallet.icon,
    info: { icon: wallet.icon },
    provider: wallet,
  }
}
