import type { PreferredAccountType, SwitchableAccountType } from '../types'

/** Why a switch of account type is refused; each has its message in ACCOUNT_TYPE_SWITCH_REFUSALS. */
export type AccountTypeSwitchRefusal =
  | 'already-eoa'
  | 'already-smart-account'
  | 'not-eoa'
  | 'smart-accounts-disabled'
  | 'not-smart-account'

/** What the person reads when a switch is refused (the Account view shows it in place of the switch). */
export const ACCOUNT_TYPE_SWITCH_REFUSALS: Record<AccountTypeSwitchRefusal, string> = {
  'already-eoa': 'This account is already your EOA',
  'already-smart-account': 'This account is already your smart account',
  'not-eoa': 'Only an EOA can switch to a smart account',
  'smart-accounts-disabled': 'Smart accounts are not available on this network',
  'not-smart-account': 'Only a smart account can switch back to its EOA',
}

export interface CanSwitchAccountTypeParameters {
  /** The wallet offers a smart account on the account's current network (false when it did not say). */
  smartAccountEnabled: boolean
  /** The account's type now; undefined when its wallet did not say. */
  current: PreferredAccountType | undefined
  target: SwitchableAccountType
}

export type CanSwitchAccountTypeReturnType =
  | { allowed: true }
  | { allowed: false; reason: AccountTypeSwitchRefusal; message: string }

const refuse = (reason: AccountTypeSwitchRefusal): CanSwitchAccountTypeReturnType => ({
  allowed: false,
  reason,
  message: ACCOUNT_TYPE_SWITCH_REFUSALS[reason],
})

/**
 * Whether the account may switch to `target` (spec §6: "A smart-account switch is allowed only if smart
 * accounts are enabled and the current account type is eoa").
 *
 * How the rule is read: "a smart-account switch" is the switch *to* the smart account, so eoa →
 * smartAccount needs both conditions (smart accounts enabled on the account's network, the current type
 * eoa). The way back, smartAccount → eoa, is not that switch: the EOA is the key that owns the smart
 * account and stays available (the issue: "with the EOA still available"), so it is allowed whenever the
 * account is a smart account, even on a network without smart accounts, where refusing it would leave
 * the person no way back to their key's own address. Anything else is refused with its reason: the type
 * already in use, or an account that is not of the other switchable type (a payment account, or one
 * whose type the wallet did not say).
 *
 * @example
 * canSwitchAccountType({ smartAccountEnabled: true, current: 'eoa', target: 'smartAccount' }) // { allowed: true }
 * canSwitchAccountType({ smartAccountEnabled: false, current: 'eoa', target: 'smartAccount' })
 * // { allowed: false, reason: 'smart-accounts-disabled', message: 'Smart accounts are not available on this network' }
 */
export function canSwitchAccountType(
  parameters: CanSwitchAccountTypeParameters,
): CanSwitchAccountTypeReturnType {
  const { smartAccountEnabled, current, target } = parameters
  if (current === target) return refuse(target === 'eoa' ? 'already-eoa' : 'already-smart-account')
  if (target === 'eoa') return current === 'smartAccount' ? { allowed: true } : refuse('not-smart-account')
  if (current !== 'eoa') return refuse('not-eoa')
  return smartAccountEnabled ? { allowed: true } : refuse('smart-accounts-disabled')
}
