import type { AccountTypeSwitchRefusal } from '../rules/accountTypeSwitch'
import { LatchError, type LatchErrorOptions } from './LatchError'

/**
 * Spec §6 refuses this switch of account type (canSwitchAccountType); the short message is the rule's
 * reason as the person should read it ('Smart accounts are not available on this network'), `reason`
 * its stable name for programs.
 */
export class AccountTypeSwitchRefusedError extends LatchError<'ACCOUNT_TYPE_SWITCH_REFUSED'> {
  override name = 'AccountTypeSwitchRefusedError'
  readonly reason: AccountTypeSwitchRefusal
  constructor(reason: AccountTypeSwitchRefusal, message: string, options?: LatchErrorOptions) {
    super('ACCOUNT_TYPE_SWITCH_REFUSED', message, options)
    this.reason = reason
  }
}

/** The wallet could not switch to the other account type (it failed or did not answer as expected). */
export class SwitchAccountTypeError extends LatchError<'SWITCH_ACCOUNT_TYPE_FAILED'> {
  override name = 'SwitchAccountTypeError'
  constructor(options?: LatchErrorOptions) {
    super('SWITCH_ACCOUNT_TYPE_FAILED', 'Failed to switch account type', options)
  }
}
