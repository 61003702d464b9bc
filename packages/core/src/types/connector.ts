import type { SocialProvider } from '../constants'
import type { WalletAccount } from './account'
import type { EmbeddedWalletControls } from './embeddedWallet'
import type { ChainNamespace } from './network'
import type { WalletListingEntry } from './walletListing'

/** Spec §3 connector types; WALLET_CONNECT is the QR/deeplink connector. */
export type ConnectorType = 'ANNOUNCED' | 'INJECTED' | 'EXTERNAL' | 'MULTI_CHAIN' | 'AUTH' | 'WALLET_CONNECT'

export interface Connector {
  id: string
  name: string
  type: ConnectorType
  chain: ChainNamespace
  imageUrl?: string
  imageId?: string
  explorerId?: string
  info?: { rdns?: string; icon?: string }
  /** The wallet's provider object (EIP-1193 for eip155); opaque to core. */
  provider?: unknown
  /** MULTI_CHAIN entries hold the per-chain connectors they merge. */
  connectors?: Connector[]
  /**
   * A wallet of the services' listing or of the host's `customWallets`: it has no provider of its
   * own and is reached through WalletConnect (a QR code, or its deeplink on phones).
   */
  listing?: WalletListingEntry
  /** An AUTH connector's login steps and approval frame (email and social login). */
  embedded?: EmbeddedWalletControls
}

/** Spec §3 Connection. */
export interface Connection {
  connectorId: string
  /** The connected address first; a wallet that tells more (spec §3 Account) lists every account it granted. */
  accounts: ({ address: string } & Partial<Omit<WalletAccount, 'address'>>)[]
  /** An email or social login: the email or the provider's user name, and the social provider if any. */
  auth?: { name?: string; provider?: SocialProvider | undefined }
  status?: ConnectorStatus
}

/** Per connector: connected (the active one), active (has a connection) or disconnected. */
export type ConnectorStatus = 'connected' | 'active' | 'disconnected'

/** A wallet remembered in the recent list (max 2). */
export interface RecentWallet {
  id: string
  name: string
  imageUrl?: string
}
