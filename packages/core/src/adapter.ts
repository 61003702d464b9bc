import type { CallsStatus, WalletCall, WalletCapabilities } from './calls/types'
import type { SocialProvider } from './constants'
import type {
  CaipNetworkId,
  ChainNamespace,
  Connector,
  Network,
  OneClickSignInRequest,
  PreferredAccountType,
  SiwxSession,
  SwitchableAccountType,
  WalletAccount,
} from './types'

/**
 * A connector that works as the page's project (WalletConnect's pairing, the embedded wallet's frame): its
 * adapter calls `setProjectId` with createLatch's `projectId` in `setup`, before any pairing or frame load.
 * Used without one, such a connector rejects with `InvalidConfigError` naming `projectId`.
 */
export interface ProjectScopedConnector {
  setProjectId(projectId: string | undefined): void
}

/** What a wallet reports after connecting or reconnecting. */
export interface AdapterConnection {
  connectorId: string
  address: string
  /** The wallet's current chain, which may be one the host did not configure. */
  caipNetworkId: CaipNetworkId
  /** An email or social login's name for the account (the email, or the provider's user name), shown on Account. */
  authName?: string
  /** The social provider of a social login (none for an email login). */
  authProvider?: SocialProvider
  /**
   * The type of `address` when the wallet has several (the embedded wallet: its smart account or its EOA);
   * left out by a wallet with one kind of account.
   */
  accountType?: PreferredAccountType
  /**
   * Every account the wallet granted, `address` first, with its type, public key and path (spec §3
   * Account), when the wallet tells them: a Bitcoin wallet's payment and ordinals addresses.
   */
  accounts?: readonly WalletAccount[]
  /** With `accountType` smartAccount: whether it has code on `caipNetworkId` (false while counterfactual). */
  smartAccountDeployed?: boolean
  /** Whether the wallet offers a smart account on `caipNetworkId` (spec §6's "smart accounts are enabled"). */
  smartAccountEnabled?: boolean
  /** The sign-in the wallet signed with its approval, when `connect` asked for one and the wallet could. */
  siwxSession?: SiwxSession
}

/** Wallet-side changes an adapter forwards to core. */
export interface AdapterEvents {
  accountsChanged: (connectorId: string, addresses: string[]) => void
  chainChanged: (connectorId: string, caipNetworkId: CaipNetworkId) => void
  disconnect: (connectorId: string) => void
  /**
   * An embedded wallet needs the person's approval in its own frame (`true`), or is done with it
   * (`false`): the modal shows ApproveTransaction meanwhile.
   */
  approvalChanged?: (connectorId: string, open: boolean) => void
}

/**
 * EIP-712 typed data as a host writes it (the shape of `eth_signTypedData_v4`'s JSON). Values are
 * plain data; bigints are allowed and sent as decimal strings. `EIP712Domain` may be left out of
 * `types`: the adapter derives it from `domain`.
 */
export interface TypedDataDefinition {
  domain?: Record<string, unknown>
  types: Record<string, readonly { name: string; type: string }[]>
  primaryType: string
  message: Record<string, unknown>
}

/** A mined transaction's outcome, as `waitForTransactionReceipt` reports it. */
export interface TransactionReceipt {
  status: 'success' | 'reverted'
  blockNumber: bigint
  hash: string
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
    /**
     * createLatch's `projectId` (core always passes it; undefined without one). The adapter hands it to its
     * connectors that pair or load a frame as the page's project (`ProjectScopedConnector`) before any use.
     */
    projectId?: string | undefined
  }): () => void
  /**
   * Asks the wallet for access (the wallet may prompt). Rejects with a LatchError. A connector that
   * pairs by URI (WalletConnect) hands each pairing URI to `onUri` while it waits, for the QR code.
   */
  connect(params: {
    connectorId: string
    network: Network
    onUri?: (uri: string) => void
    /**
     * The host's default account type for the namespace (`defaultAccountTypes`, else spec §6's). A wallet
     * with several types (the embedded wallet) starts on it, unless the person chose another type before:
     * that choice is the wallet's to keep, per user, and wins. Other wallets ignore it.
     */
    preferredAccountType?: PreferredAccountType
    /**
     * Sign in with the same approval (spec §5): a connector that can (WalletConnect's one-click sign-in)
     * returns the signed session as `siwxSession`; others ignore it, and the sign-in follows as usual.
     */
    signIn?: OneClickSignInRequest
  }): Promise<AdapterConnection>
  /**
   * Restores a connection without prompting; `undefined` when the wallet no longer grants access.
   * `preferredAccountType` as for `connect`.
   */
  reconnect(params: {
    connectorId: string
    preferredAccountType?: PreferredAccountType
  }): Promise<AdapterConnection | undefined>
  disconnect(params: { connectorId: string }): Promise<void>
  /** Asks the wallet to switch, adding the chain first when the wallet does not know it. */
  switchNetwork(params: { connectorId: string; network: Network }): Promise<void>
  /** Reads the native balance over the network's configured RPC (not the wallet's). */
  getBalance(params: { address: string; network: Network }): Promise<NativeBalance>
  /*
   * Signing and sending are optional: an adapter that only lists wallets (or a namespace without the
   * concept, e.g. typed data outside EIP-712) leaves them out, and core's actions answer
   * `UnsupportedMethodError`. Optional members also keep every existing adapter valid.
   */
  /** Asks the wallet to sign a UTF-8 message for `address`; resolves the signature. Rejects with a LatchError (4001: UserRejectedRequestError). */
  signMessage?(params: { connectorId: string; address: string; message: string }): Promise<string>
  /** Asks the wallet to sign EIP-712 typed data for `address`; resolves the signature. */
  signTypedData?(params: {
    connectorId: string
    address: string
    typedData: TypedDataDefinition
  }): Promise<string>
  /**
   * Asks the wallet to send a transaction from `address` on `network` (the wallet refuses when it is
   * on another chain); resolves its hash once the wallet has broadcast it. `value` in the smallest unit.
   */
  sendTransaction?(params: {
    connectorId: string
    address: string
    to: string
    value?: bigint
    data?: string
    network: Network
  }): Promise<string>
  /**
   * Asks the wallet to send `amount` (smallest unit) of the native currency, or of the ERC-20 contract
   * `token` when given, from `address` to `to` on `network`; resolves the hash once broadcast. The
   * adapter builds the transfer (native: to, value, data 0x; ERC-20: `transfer(to, amount)`).
   */
  sendTransfer?(params: {
    connectorId: string
    address: string
    to: string
    amount: bigint
    token?: string
    network: Network
  }): Promise<string>
  /**
   * Estimates that transfer's network fee over the network's configured RPC, in the native currency's
   * smallest unit (gas × the current gas price). Nothing is sent.
   */
  estimateTransferFee?(params: {
    address: string
    to: string
    amount: bigint
    token?: string
    network: Network
  }): Promise<bigint>
  /**
   * The wallet's batch capabilities on `network` for `address` (EIP-5792 `wallet_getCapabilities`); a
   * wallet without the method answers none ('unsupported'), not an error.
   */
  getCapabilities?(params: {
    connectorId: string
    address: string
    network: Network
  }): Promise<WalletCapabilities>
  /**
   * Asks the wallet to send `calls` from `address` on `network` as one batch behind one approval (EIP-5792
   * `wallet_sendCalls`); resolves the batch id once the wallet has accepted it. With `atomicRequired`, a
   * wallet that cannot run it all or nothing refuses.
   */
  sendCalls?(params: {
    connectorId: string
    address: string
    network: Network
    calls: readonly WalletCall[]
    atomicRequired: boolean
  }): Promise<string>
  /** The status of the batch `id` that `sendCalls` answered (EIP-5792 `wallet_getCallsStatus`). */
  getCallsStatus?(params: { connectorId: string; id: string }): Promise<CallsStatus>
  /** Waits, over the network's configured RPC, until the transaction is mined. */
  waitForTransactionReceipt?(params: { hash: string; network: Network }): Promise<TransactionReceipt>
  /**
   * Asks a wallet with several account types (the embedded wallet) to use its account of `type` on
   * `network` from now on, and to keep that choice for the person; resolves the connection as it now is
   * (its address, type and deployment). The wallet also reports the new address (`accountsChanged`).
   * Rejects with a LatchError, `UnsupportedMethodError` for a connector without account types.
   */
  switchAccountType?(params: {
    connectorId: string
    network: Network
    type: SwitchableAccountType
  }): Promise<AdapterConnection>
}
