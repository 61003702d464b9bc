import type { ChainAdapter, Connector, Network } from '@latch/core'

/** An adapter set up as core sets it up, with everything it reported. */
export interface SetUpAdapterReturnType {
  /** What it forwarded, in order: `accountsChanged <id> <addresses>`, `chainChanged <id> <caip>`, `disconnect <id>`. */
  events: string[]
  /** The connectors it listed last. */
  connectors(): Connector[]
  /** How many lists it reported. */
  reports(): number
  /** Runs the cleanup `setup` answered. */
  cleanup(): void
}

/**
 * Sets `adapter` up on `networks`, recording its connector lists and the wallet events it forwards.
 *
 * @example
 * const { events, connectors, cleanup } = setUpAdapter(adapter, networks)
 */
export function setUpAdapter(adapter: ChainAdapter, networks: readonly Network[]): SetUpAdapterReturnType {
  const events: string[] = []
  const lists: Connector[][] = []
  const cleanup = adapter.setup({
    networks,
    onConnectors: (connectors) => lists.push(connectors),
    events: {
      accountsChanged: (id, addresses) => events.push(`accountsChanged ${id} ${addresses.join(',')}`),
      chainChanged: (id, caipNetworkId) => events.push(`chainChanged ${id} ${caipNetworkId}`),
      disconnect: (id) => events.push(`disconnect ${id}`),
    },
  })
  return { events, connectors: () => lists.at(-1) ?? [], reports: () => lists.length, cleanup }
}
