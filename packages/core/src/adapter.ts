import type { CaipNetworkId, ChainNamespace, Connector, Network } from './types'

/** What a wallet reports after connecting or reconnecting. */
export interface AdapterConnection {
  connectorId: string
  address: string
  /** The wallet's current chain, which may be one the host did not configure. */
  caipNetworkId: CaipNetworkId
}

/** Wallet-side changes an adapter forwards to core. */
export interface AdapterEvents {
  accountsChanged: (connectorId: string, addresses: string[]) => void
  chainChanged: (connectorId: string, caipNetworkId: CaipNetworkId) => void
  disconnect: (connectorId: string) => void
}

export interface NativeBalance {
  /** Smallest unit, e.g. wei. */
  value: bigint
  decimals: number
  symbol: string
}

/**
 * A chain adapter: the one small interface core talks to per namespace.
 * Chain-specific extras live in the adapter's own package, never here.
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace
  /**
   * Starts wallet discovery and wallet event forwarding.
   * `onConnectors` gets the full, deduplicated list every time it changes.
   * Returns a function that stops everything `setup` started.
   */
  setup(params: {
    networks: readonly Network[]
    onConnectors: (connectors: Connector[]) => void
    events: AdapterEvents
  }): () => void
  /** Asks the wallet for access (the wallet may prompt). Rejects with a LatchError. */
  connect(params: { connectorId: string; network: Network }): Promise<AdapterConnection>
  /** Restores a connection without prompting; `undefined` when the wallet no longer grants access. */
  reconnect(params: { connectorId: string }): Promise<AdapterConnection | undefined>
  disconnect(params: { connectorId: string }): Promise<void>
  /** Asks the wallet to switch, adding the chain first when the wallet does not know it. */
  switchNetwork(params: { connectorId: string; network: Network }): Promise<void>
  /** Reads the native balance over the network's configured RPC (not the wallet's). */
  getBalance(params: { address: string; network: Network }): Promise<NativeBalance>
}
