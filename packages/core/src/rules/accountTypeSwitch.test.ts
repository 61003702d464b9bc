import { describe, expect, it } from 'vitest'
import type { PreferredAccountType, SwitchableAccountType } from '../types'
import { ACCOUNT_TYPE_SWITCH_REFUSALS, canSwitchAccountType } from './accountTypeSwitch'

type Row = [
  current: PreferredAccountType | undefined,
  target: SwitchableAccountType,
  smartAccountEnabled: boolean,
  refusal: keyof typeof ACCOUNT_TYPE_SWITCH_REFUSALS | undefined,
]

// Every combination of the rule's three inputs: 4 current types × 2 targets × enabled or not.
const ROWS: Row[] = [
  ['eoa', 'smartAccount', true, undefined],
  ['eoa', 'smartAccount', false, 'smart-accounts-disabled'],
  ['eoa', 'eoa', true, 'already-eoa'],
  ['eoa', 'eoa', false, 'already-eoa'],
  ['smartAccount', 'eoa', true, undefined],
  ['smartAccount', 'eoa', false, undefined],
  ['smartAccount', 'smartAccount', true, 'already-smart-account'],
  ['smartAccount', 'smartAccount', false, 'already-smart-account'],
  ['payment', 'smartAccount', true, 'not-eoa'],
  ['payment', 'smartAccount', false, 'not-eoa'],
  ['payment', 'eoa', true, 'not-smart-account'],
  ['payment', 'eoa', false, 'not-smart-account'],
  [undefined, 'smartAccount', true, 'not-eoa'],
  [undefined, 'smartAccount', false, 'not-eoa'],
  [undefined, 'eoa', true, 'not-smart-account'],
  [undefined, 'eoa', false, 'not-smart-account'],
]

describe('spec §6: a smart-account switch is allowed only if smart accounts are enabled and the current account type is eoa', () => {
  it.each(ROWS)(
    'from %s to %s, smart accounts enabled: %s → %s',
    (current, target, smartAccountEnabled, refusal) => {
      const decision = canSwitchAccountType({ current, target, smartAccountEnabled })
      if (refusal === undefined) expect(decision).toEqual({ allowed: true })
      else
        expect(decision).toEqual({
          allowed: false,
          reason: refusal,
          message: ACCOUNT_TYPE_SWITCH_REFUSALS[refusal],
        })
    },
  )

  it('the way back to the EOA is not that switch: a smart account may always return to its EOA', () => {
    for (const smartAccountEnabled of [true, false])
      expect(
        canSwitchAccountType({ current: 'smartAccount', target: 'eoa', smartAccountEnabled }).allowed,
      ).toBe(true)
  })

  it('each refusal says why, in words the Account view shows', () => {
    expect(ACCOUNT_TYPE_SWITCH_REFUSALS).toEqual({
      'already-eoa': 'This account is already your EOA',
      'already-smart-account': 'This account is already your smart account',
      'not-eoa': 'Only an EOA can switch to a smart account',
      'smart-accounts-disabled': 'Smart accounts are not available on this network',
      'not-smart-account': 'Only a smart account can switch back to its EOA',
    })
  })
})
