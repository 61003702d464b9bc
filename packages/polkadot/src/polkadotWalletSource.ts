import type { Connector } from '@latch/core'
import type { WalletCandidate, WalletSource } from '@latch/core/internal'
import { KNOWN_POLKADOT_EXTENSIONS } from './knownPolkadotExtensions'
import type { InjectedWeb3Entry, InjectedWeb3Target } from './polkadotExtension'

/** A discovered extension: its core `Connector` and the entry the adapter enables. */
export interface PolkadotConnectorEntry {
  connector: Connector
  entry: InjectedWeb3Entry
}

/** The connector id of the extension injected under `key`. */
export const toPolkadotConnectorId = (key: string) => `polkadot:${key}`

/**
 * Where Polkadot extensions are, for the connector registry: one connector per `injectedWeb3` key whose
 * entry has an `enable` function. Extensions inject from their content scripts whenever the browser runs
 * them, with no event to say so, so the list is read again every `pollIntervalMs`.
 *
 * @example
 * registry.start(createPolkadotWalletSource({ target: window, pollIntervalMs: 1000 }))
 */
export function createPolkadotWalletSource({
  target,
  pollIntervalMs,
}: {
  target: InjectedWeb3Target | undefined
  pollIntervalMs: number
}): WalletSource<PolkadotConnectorEntry> {
  return {
    *read(): Generator<WalletCandidate<PolkadotConnectorEntry>> {
      for (const [key, entry] of Object.entries(target?.injectedWeb3 ?? {})) {
        if (typeof entry?.enable !== 'function') continue
        yield {
          id: toPolkadotConnectorId(key),
          provider: entry,
          create: () => ({ connector: toConnector(key, entry), entry }),
        }
      }
    },
    watch(refresh) {
      const timer = setInterval(refresh, pollIntervalMs)
      return () => clearInterval(timer)
    },
  }
}

function toConnector(key: string, entry: InjectedWeb3Entry): Connector {
  const name =
    KNOWN_POLKADOT_EXTENSIONS[key] ?? (typeof entry.name === 'string' && entry.name ? entry.name : key)
  const icon = typeof entry.icon === 'string' && entry.icon.startsWith('data:image/') ? entry.icon : undefined
  return {
    id: toPolkadotConnectorId(key),
    name,
    type: 'INJECTED',
    chain: 'polkadot',
    ...(icon ? { imageUrl: icon, info: { icon } } : {}),
    provider: entry,
  }
}
