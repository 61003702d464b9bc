/** A wallet a source found on the page, before the registry de-duplicates it. */
export interface WalletCandidate<entry> {
  /** The connector id it is listed under. */
  id: string
  /**
   * The object that is the wallet on the page: its EIP-1193 provider, wallet-standard wallet or extension
   * entry. One object is one wallet (listed once, whatever ids it comes under), and keeps its entry, made
   * once, across reads.
   */
  wallet: object
  /** Its display name: with the source's `oneWalletPerName`, one wallet is listed per name. */
  name?: string
  /** Makes the adapter's entry for the wallet (its connector and whatever drives it); called once. */
  create(): entry
}

/**
 * How an adapter finds its chain's wallets: what the page offers now, and the signals that it changed.
 * The registry (`createConnectorRegistry`) does the rest.
 */
export interface WalletSource<entry> {
  /** The wallets on the page now, in the order they are listed; read at start and on every refresh. */
  read(): Iterable<WalletCandidate<entry>>
  /**
   * Starts listening for wallets that arrive or leave (events, a registry, a poll) and calls `refresh`
   * on each; returns a function that removes every listener it added. A refresh during `watch` itself
   * (wallets answering a discovery request at once) is folded into the first report.
   */
  watch?(refresh: () => void): () => void
  /**
   * One wallet per name (case and spacing aside, `normalizeWalletName`): a wallet found two ways (a
   * wallet-standard registration and an injected global) is listed once, as first found.
   */
  oneWalletPerName?: boolean
}
