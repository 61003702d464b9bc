import type { EmbeddedUser } from '@latch/frame-protocol'

/** The embedded wallet's eip155 account types (spec §3): its key's own account, or the smart account it owns. */
export type AccountType = NonNullable<EmbeddedUser['preferredAccountType']>

export interface AccountTypeInForceParameters {
  /** The user's own choice (SET_PREFERRED_ACCOUNT), kept by the frame per user. */
  chosen?: AccountType | undefined
  /** The page's default, sent with GET_USER (the host's `defaultAccountTypes`). */
  pageDefault?: AccountType | undefined
  /** Whether the chain offers a smart account (a bundler in the frame's config). */
  smartAccountEnabled: boolean
}

/**
 * Which of the user's eip155 accounts is in use on a chain: their own choice, else the page's default, else
 * the EOA; always the EOA on a chain without a smart account (the choice is kept for the chains with one).
 *
 * @example accountTypeInForce({ pageDefault: 'smartAccount', smartAccountEnabled: true }) // 'smartAccount'
 */
export function accountTypeInForce(params: AccountTypeInForceParameters): AccountType {
  if (!params.smartAccountEnabled) return 'eoa'
  return params.chosen ?? params.pageDefault ?? 'eoa'
}
