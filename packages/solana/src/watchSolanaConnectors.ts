import type { Connector } from '@latch/core'
import { normalizeWalletName } from '@latch/core/internal'
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
 * Keeps the list of Solana wallets: every wallet-standard wallet serving a `solana:` cluster (one per
 * name, the first registered wins), then the injected provider (`window.phantom.solana`, `window.solana`)
 * unless a wallet of the same name is already listed (Phantom registers both ways). `onChange` gets the
 * full list at start and again on every register and unregister. Returns a function that stops listening.
 *
 * @example
 * const stop = watchSolanaConnectors({ registry: getWallets(), target: window }, render)
 */
export function watchSolanaConnectors(
  { registry, target }: { registry: StandardWalletRegistry; target: InjectedSolanaTarget | undefined },
  onChange: (entries: SolanaConnectorEntry[]) => void,
): () => void {
  // The wrapper of a wallet is made once, so a connection's wallet stays the same object across updates.
  const wrapped = new WeakMap<Wallet, SolanaConnectorEntry>()
  const entryOf = (wallet: Wallet) => {
    let entry = wrapped.get(wallet)
    if (!entry) {
      entry = { connector: toStandardConnector(wallet), wallet: fromStandardWallet(wallet) }
      wrapped.set(wallet, entry)
    }
    return entry
  }
  let injected: { provider: unknown; entry: SolanaConnectorEntry } | undefined

  const update = () => {
    const byName = new Map<string, SolanaConnectorEntry>()
    for (const wallet of registry.get()) {
      if (!isSolanaStandardWallet(wallet)) continue
      const name = normalizeWalletName(wallet.name)
      if (!byName.has(name)) byName.set(name, entryOf(wallet))
    }
    const provider = findInjectedSolanaProvider(target)
    if (provider) {
      if (injected?.provider !== provider) {
        const name = provider.isPhantom ? 'Phantom' : 'Browser Wallet'
        const connector: Connector = {
          id: INJECTED_SOLANA_CONNECTOR_ID,
          name,
          type: 'INJECTED',
          chain: 'solana',
        }
        injected = { provider, entry: { connector, wallet: fromInjectedProvider(provider) } }
      }
      const name = normalizeWalletName(injected.entry.connector.name)
      if (!byName.has(name)) byName.set(name, injected.entry)
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
    id: `solana:${wallet.name}`,
    name: wallet.name,
    type: 'ANNOUNCED',
    chain: 'solana',
    imageUrl: wallet.icon,
    info: { icon: wallet.icon },
    provider: wallet,
  }
}
