import type { CaipNetworkId } from './network'

/**
 * A sign-in-with-wallet message's fields (spec §3; CAIP-122, which is EIP-4361 on eip155). Times are
 * RFC 3339 strings.
 */
export interface SiwxMessageData {
  accountAddress: string
  /** CAIP-2 id of the network signed in on. */
  chainId: CaipNetworkId
  /** The RFC 3986 authority asking, e.g. `shop.example.com` or `127.0.0.1:5173` (no scheme). */
  domain: string
  /** The RFC 3986 URI the sign-in is for. */
  uri: string
  version: string
  /** Fresh for each sign-in. */
  nonce: string
  issuedAt: string
  /** One line, what the person agrees to. */
  statement?: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  /** RFC 3986 URIs the sign-in covers. */
  resources?: string[]
}

/** Where the sign-in with the wallet (spec §4) of the connected account stands. */
export type SignInStatus = 'idle' | 'checking' | 'ready' | 'signing' | 'error' | 'signedIn'

/** A sign-in session (spec §3: data, message, signature). */
export interface SiwxSession {
  data: SiwxMessageData
  /** The text the wallet signed. */
  message: string
  signature: string
}

/**
 * How the host keeps sign-in sessions: Latch asks for a message, has the wallet sign it, and hands the
 * session here. `@latch/siwx` has two: `createBrowserSiwx` (sessions in this browser) and
 * `createServicesSiwx` (sessions verified and kept by the services).
 */
export interface SiwxConfig {
  /** The message the wallet signs for this account and network (with a fresh nonce). */
  createMessage(input: {
    accountAddress: string
    chainId: CaipNetworkId
  }): Promise<{ data: SiwxMessageData; message: string }>
  /** Signs the message; the connected wallet's `personal_sign` when left out. */
  signMessage?(input: { message: string; accountAddress: string; chainId: CaipNetworkId }): Promise<string>
  /** Keeps a new session (a services-backed config verifies it there first and throws when refused). */
  addSession(session: SiwxSession): Promise<void>
  /** Ends the account's sessions on the network; `sign` asks the wallet when revoking needs a signature. */
  revokeSession(
    chainId: CaipNetworkId,
    address: string,
    sign: (message: string) => Promise<string>,
  ): Promise<void>
  /** Replaces every kept session. */
  setSessions(sessions: SiwxSession[]): Promise<void>
  /**
   * The account's sessions on the network, none when revoked. One past its expiration time may be
   * included: Latch drops it and shows 'Session Expired' (spec §8) before asking for a new sign-in.
   */
  getSessions(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>
  /** Whether a connected account must sign in (default false: the sign-in can be cancelled and the wallet stays connected). */
  getRequired?(): boolean
}

/**
 * A sign-in asked together with the connection (spec §5, WalletConnect's `wc_sessionAuthenticate`): the
 * message's fields that do not depend on the account, which the wallet fills in when the person approves.
 */
export interface OneClickSignInRequest {
  /** The networks the wallet may sign in on (all eip155). */
  chains: CaipNetworkId[]
  domain: string
  uri: string
  nonce: string
  statement?: string
  expirationTime?: string
}
