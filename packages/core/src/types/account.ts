import type { CaipAddress, CaipNetworkId } from './network'

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'
/** Spec §3: the preferred account types. */
export type PreferredAccountType = 'eoa' | 'smartAccount' | 'payment'
/** The two account types of an eip155 embedded-wallet login, between which it switches (spec §6). */
export type SwitchableAccountType = 'eoa' | 'smartAccount'

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
