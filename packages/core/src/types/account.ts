import type { CaipAddress, CaipNetworkId } from './network'

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'
export type PreferredAccountType = 'eoa' | 'smartAccount' | 'payment'

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
  preferredAccountType?: PreferredAccountType
  status: ConnectionStatus
}
