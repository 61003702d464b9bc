/**
 * The part of a wagmi config the bridge touches, written out so that a config of @wagmi/core 2 and one
 * of @wagmi/core 3 both fit (their `Config` types differ in details the bridge never uses).
 */
export interface WagmiConfigLike {
  readonly connectors: readonly WagmiConnectorLike[]
  readonly state: WagmiStateLike
  subscribe(selector: (state: WagmiStateLike) => unknown, listener: () => void): () => void
}

/** wagmi's state: its connections by connector uid, and whether it is connecting or reconnecting. */
export interface WagmiStateLike {
  readonly connections: ReadonlyMap<string, WagmiConnectionLike>
  readonly status: string
}

/** A set-up connector as the config holds it: the methods `latchConnector` defines, plus wagmi's uid. */
export interface WagmiConnectorLike {
  readonly id: string
  readonly type: string
  readonly uid: string
  onAccountsChanged(accounts: string[]): void
  onChainChanged(chainId: string): void
  onConnect?(connectInfo: { chainId: string }): void
  onDisconnect(error?: Error): void
}

/** A connection wagmi holds for one connector. */
export interface WagmiConnectionLike {
  readonly accounts: readonly string[]
  readonly chainId: number
}
