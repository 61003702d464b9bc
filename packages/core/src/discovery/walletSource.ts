/** What tells one wallet a source found on the page from another. */
export interface WalletIdentity {
  /** The connector id it is listed under. */
  id: string
  /**
   * The object that is the wallet on the page (what its connector's `provider` is): its EIP-1193 provider,
   * wallet-standard wallet or extension entry. One object is one wallet, listed once whatever ids it comes
   * under, and keeps its entry while it stays listed.
   */
  provider: object
  /**
   * Its name as wallets are matched by (`normalizeWalletName`), for a source that lists one wallet per name:
   * a wallet found two ways (a wallet-standard registration and an injected global) is listed once, as first
   * found. Left out, names are not compared.
   */
  normalizedName?: string
}

/** A wallet a source found, and how to make the adapter's entry for it (its connector and its driver). */
export interface WalletCandidate<entry> extends WalletIdentity {
  /** Makes the entry; called once while the wallet stays listed. */
  create(): entry
}

/**
 * How an adapter finds its chain's wallets: what the page offers now, and the signals that it changed.
 * The registry (`createConnectorRegistry`) does the rest.
 */
export interface WalletSource<entry> {
  /**
   * The wallets on the page now, in the order they are listed; read at start and on every refresh. A
   * candidate without `create` is its own entry (a connector the adapter already holds).
   */
  read(): Iterable<WalletCandidate<entry> | (entry & WalletIdentity)>
  /**
   * Starts listening for wallets that arrive or leave (events, a registry, a poll) and calls `refresh`
   * on each; returns a function that removes every listener it added. A refresh during `watch` itself
   * (wallets answering a discovery request at once) is folded into the first report.
   */
  watch?(refresh: () => void): () => void
}
