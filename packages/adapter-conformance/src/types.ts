import type { CaipNetworkId, ChainAdapter, Network } from '@latch/core'

/** How the dev wallet answers the next connection request: the person approves or refuses, or it breaks. */
export type WalletBehaviour = 'approve' | 'refuse' | 'hang' | 'garbage'

/** Where the dev wallet keeps the site's grant: a reload is a new page on the same storage. */
export interface WalletStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** The dev wallet of one page, as the suite drives it: what a person does in the wallet's own UI. */
export interface ConformanceWallet {
  /** How it answers connection requests from now on (default 'approve'). */
  behave(behaviour: WalletBehaviour): void
  /** The kind of each request it asked the person about ('connect', 'sign'…), in order. */
  readonly prompts: readonly string[]
  /** The person picks another account; answers the address the adapter must report first. */
  changeAccount(): Promise<string>
  /**
   * The wallet moves to the host's first network itself, answering its CAIP-2 id; only for wallets that
   * have a current chain (EVM). Chains the wallet does not choose are changed through `switchNetwork`.
   */
  changeChain?(): Promise<CaipNetworkId>
  /** The person disconnects the site in the wallet. */
  revoke(): Promise<void>
}

/** One page: a fresh adapter, and the dev wallet on the same page, not yet where the adapter looks. */
export interface ConformancePage {
  /** Made, not set up: the suite (or core's `mountLatch`) sets it up. */
  adapter: ChainAdapter
  wallet: ConformanceWallet
  /** Puts the wallet where the adapter finds it (announces, registers or injects it), as an extension does. */
  install(): void | Promise<void>
  /** Takes the wallet off the page again (unregisters it…); the suite calls it after each test. */
  close(): void
}

/** What an adapter's test file hands the suite: its chain, its dev wallet and how a page is made. */
export interface AdapterConformanceSubject<chain> {
  /** The adapter's name in test titles, e.g. 'createEvmAdapter'. */
  name: string
  /** Starts the local chain (once per test file) and answers what `networks` and `openPage` need. */
  startChain(): Promise<chain>
  stopChain(chain: chain): Promise<void>
  /**
   * Two networks the host configures: the first, which `connect` asks for and the wallet starts on; the
   * second, another the wallet serves, for `switchNetwork`.
   */
  networks(chain: chain): readonly [Network, Network]
  /** The connector id the adapter lists the dev wallet under. */
  connectorId: string
  /** The address the wallet grants first, as the adapter reports it. */
  address: string
  /**
   * True where the chain's wallets cannot be asked silently whether they still allow the page (Polkadot's
   * `injectedWeb3` has only `enable`, which asks when it does not): `reconnect` on a page the wallet does not
   * allow then prompts, and answers `undefined` when refused. Default false: a reconnect never prompts.
   */
  reconnectMayPrompt?: boolean
  /**
   * A new page: a new adapter (its connect timeout `connectTimeoutMs`) and the dev wallet, which keeps the
   * site's grant in `storage`.
   */
  openPage(
    chain: chain,
    options: { storage: WalletStorage; connectTimeoutMs: number },
  ): Promise<ConformancePage>
}
