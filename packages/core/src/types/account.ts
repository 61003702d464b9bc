import type { CaipAddress, CaipNetworkId, ChainNamespace } from './network'

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'
/** Spec §3: the preferred account types. */
export type PreferredAccountType = 'eoa' | 'smartAccount' | 'payment'
/** The two account types of an eip155 embedded-wallet login, between which it switches (spec §6). */
export type SwitchableAccountType = 'eoa' | 'smartAccount'

/** What a wallet account is for: spec §3's account types, and Bitcoin's ordinals address beside its payment one. */
export type WalletAccountType = PreferredAccountType | 'ordinal'

/**
 * One account a wallet granted (spec §3 Account): a Bitcoin wallet grants a payment and an ordinals
 * address, a Polkadot extension its sr25519 keys.
 */
export interface WalletAccount {
  namespace: ChainNamespace
  address: string
  type: WalletAccountType
  /** Hex, when the wallet tells it. */
  publicKey?: string
  /** The derivation path, when the wallet tells it, e.g. `m/84'/1'/0'/0/0`. */
  path?: string
}

/** The account of one namespace (spec §3 Account state, the parts in use so far). */
export interface AccountState {
  caipAddress?: CaipAddress
  address?: string
  /** The active network of this namespace; may be one the host did not configure. */
  caipNetworkId?: CaipNetworkId
  balance?: string
  balanceSymbol?: string
  /** When the last balance fetch failed (ms since epoch); retry waits 30 s. */
  balanceFailedAt?: number
  profileName?: string
  profileImage?: string
  /**
   * The type of the account in use, when its wallet has several (the embedded wallet: its smart account or
   * its EOA); undefined for a wallet with one kind of account.
   */
  preferredAccountType?: PreferredAccountType
  /** The smart account has code on `caipNetworkId`; false while it is counterfactual (until its first operation). */
  smartAccountDeployed?: boolean
  /** The wallet offers a smart account on `caipNetworkId` (spec §6: a switch to it needs this). */
  smartAccountEnabled?: boolean
  status: ConnectionStatus
}
