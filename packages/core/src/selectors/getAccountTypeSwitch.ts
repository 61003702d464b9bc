import { canSwitchAccountType } from '../rules/accountTypeSwitch'
import type { LatchState } from '../store/state'
import type { SwitchableAccountType } from '../types'
import { getActiveAccount } from './index'

/** What the Account view shows of the connected account's type, and of the switch to the other one. */
export interface AccountTypeSwitch {
  /** The account in use: the smart account or the EOA. */
  current: SwitchableAccountType
  /** The other type, the one the switch goes to. */
  target: SwitchableAccountType
  /** False while the smart account is counterfactual (no code until its first operation); unknown: undefined. */
  smartAccountDeployed: boolean | undefined
  /** Why spec §6 refuses the switch (canSwitchAccountType's message); undefined when it is allowed. */
  refusal: string | undefined
}

/**
 * The active account's type and its switch, when its wallet has a smart account and an EOA (an
 * embedded-wallet login); undefined for any other account. Flat, so a view's selector compares it shallowly.
 *
 * @example
 * const accountType = getAccountTypeSwitch(getStore(latch).getState())
 * if (accountType && !accountType.refusal) await switchAccountType(latch, { type: accountType.target })
 */
export function getAccountTypeSwitch(state: LatchState): AccountTypeSwitch | undefined {
  const account = getActiveAccount(state)
  const current = account?.preferredAccountType
  if (account?.status !== 'connected' || (current !== 'eoa' && current !== 'smartAccount')) return undefined
  const target = current === 'eoa' ? 'smartAccount' : 'eoa'
  const decision = canSwitchAccountType({
    smartAccountEnabled: account.smartAccountEnabled ?? false,
    current,
    target,
  })
  return {
    current,
    target,
    smartAccountDeployed: account.smartAccountDeployed,
    refusal: decision.allowed ? undefined : decision.message,
  }
}
