import { describe, expect, it } from 'vitest'
import { createLatch } from '../createLatch'
import { getStore } from '../latch'
import { devnetA } from '../test-support/networks'
import type { AccountState } from '../types'
import { getAccountTypeSwitch } from './getAccountTypeSwitch'

const stateWith = (account: Partial<AccountState> | undefined) => {
  const latch = createLatch({ networks: [devnetA], storage: null })
  if (account)
    getStore(latch).setState({ accounts: { eip155: { status: 'connected', address: '0xabc', ...account } } })
  return getStore(latch).getState()
}

describe('what the Account view shows of the account type', () => {
  it('nothing for an account without types (a browser wallet) or nothing connected', () => {
    expect(getAccountTypeSwitch(stateWith(undefined))).toBeUndefined()
    expect(getAccountTypeSwitch(stateWith({}))).toBeUndefined()
    expect(getAccountTypeSwitch(stateWith({ preferredAccountType: 'payment' }))).toBeUndefined()
    expect(
      getAccountTypeSwitch(stateWith({ preferredAccountType: 'eoa', status: 'connecting' })),
    ).toBeUndefined()
  })

  it('a smart account, counterfactual, with the switch back to its EOA allowed', () => {
    expect(
      getAccountTypeSwitch(
        stateWith({
          preferredAccountType: 'smartAccount',
          smartAccountDeployed: false,
          smartAccountEnabled: true,
        }),
      ),
    ).toEqual({ current: 'smartAccount', target: 'eoa', smartAccountDeployed: false, refusal: undefined })
  })

  it('an EOA: the switch to the smart account where smart accounts are enabled, else the reason (absent counts as not enabled)', () => {
    expect(
      getAccountTypeSwitch(stateWith({ preferredAccountType: 'eoa', smartAccountEnabled: true })),
    ).toEqual({
      current: 'eoa',
      target: 'smartAccount',
      smartAccountDeployed: undefined,
      refusal: undefined,
    })
    expect(getAccountTypeSwitch(stateWith({ preferredAccountType: 'eoa' }))?.refusal).toBe(
      'Smart accounts are not available on this network',
    )
  })
})
