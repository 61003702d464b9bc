import type { Connector } from '@latch/core'
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
 * Keeps the list of injected Polkadot extensions: one connector per `injectedWeb3` key whose entry has an
 * `enable` function. Extensions inject from their content scripts whenever the browser runs them, with no
 * event to say so, so the list is read now and again every `pollIntervalMs`; `onChange` gets the full list
 * at start and whenever it changes. Returns a function that stops polling.
 *
 * @example
 * const stop = watchPolkadotConnectors({ target: window, pollIntervalMs: 1000 }, render)
 */
export function watchPolkadotConnectors(
  { target, pollIntervalMs }: { target: InjectedWeb3Target | undefined; pollIntervalMs: number },
  onChange: (entries: PolkadotConnectorEntry[]) => void,
): () => void {
  let last: PolkadotConnectorEntry[] | undefined
  const read = () => {
    const injected = target?.injectedWeb3 ?? {}
    const next: PolkadotConnectorEntry[] = []
    for (const [key, entry] of Object.entries(injected)) {
      if (typeof entry?.enable !== 'function') continue
      // The same entry keeps its wrapper, so a connection's connector stays the same object across reads.
      const known = last?.find(
        (previous) => previous.entry === entry && previous.connector.id === toPolkadotConnectorId(key),
      )
      next.push(known ?? { connector: toConnector(key, entry), entry })
    }
    const changed =
      !last || last.length !== next.length || last.some((previous, index) => previous !== next[index])
    last = next
    if (changed) onChange(next)
  }
  read()
  const timer = setInterval(read, pollIntervalMs)
  return () => clearInterval(timer)
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
