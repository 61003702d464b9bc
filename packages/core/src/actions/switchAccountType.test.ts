import { afterEach, describe, expect, it, vi } from 'vitest'
import { AccountTypeSwitchRefusedError, SwitchAccountTypeError } from '../errors/accountType'
import { InvalidInputError } from '../errors/input'
import type { LatchError } from '../errors/LatchError'
import { UnsupportedMethodError } from '../errors/rpc'
import { ActiveAddressNotFoundError } from '../errors/transaction'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { connectTestLatch } from '../test-support/connectTestLatch'
import { SMART_ACCOUNT_ADDRESS, smartAccountLatch } from '../test-support/smartAccountLatch'
import type { TestSmartAccount } from '../test-support/twoWalletsAdapter'
import { connect } from './connect'
import { switchAccountType } from './switchAccountType'

const SMART_ADDRESS = SMART_ACCOUNT_ADDRESS

let unmount: (() => void) | undefined
afterEach(() => {
  unmount?.()
  unmount = undefined
})

function embeddedLatch(smartAccount: Partial<TestSmartAccount> = {}) {
  const made = smartAccountLatch(smartAccount)
  unmount = made.unmount
  return made
}

const account = (latch: Latch) => getStore(latch).getState().accounts.eip155

async function rejection(run: () => Promise<unknown>): Promise<LatchError> {
  try {
    await run()
  } catch (error) {
    return error as LatchError
  }
  throw new Error('expected a rejection')
}

describe('switchAccountType: to the EOA and back where spec §6 allows it', () => {
  it("smartAccount → eoa → smartAccount: address, CAIP address, type and deployment are the wallet's new answer, and the balance is read again", async () => {
    const { latch, two, reported, EOA } = embeddedLatch()
    await connect(latch, { connectorId: 'AUTH' })
    const getBalance = vi.spyOn(two.adapter, 'getBalance')

    await switchAccountType(latch, { type: 'eoa' })
    expect(account(latch)).toMatchObject({
      status: 'connected',
      address: EOA,
      caipAddress: `eip155:31338:${EOA}`,
      preferredAccountType: 'eoa',
      smartAccountEnabled: true,
    })
    await vi.waitFor(() => expect(account(latch)?.balance).toBe('1.000'))
    expect(getBalance).toHaveBeenCalledWith(expect.objectContaining({ address: EOA }))
    // the login is the same: its connection keeps its email, with the new address
    expect(getStore(latch).getState().connections.eip155).toEqual([
      { connectorId: 'AUTH', accounts: [{ address: EOA }], auth: { name: 'ada@example.com' } },
    ])

    two.wallets.AUTH.smartAccount!.deployed = true
    await switchAccountType(latch, { type: 'smartAccount' })
    expect(account(latch)).toMatchObject({
      address: SMART_ADDRESS,
      caipAddress: `eip155:31338:${SMART_ADDRESS}`,
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: true,
    })
    await vi.waitFor(() =>
      expect(getBalance).toHaveBeenCalledWith(expect.objectContaining({ address: SMART_ADDRESS })),
    )
    expect(two.calls.filter((call) => call.startsWith('switchAccountType'))).toEqual([
      'switchAccountType AUTH eoa',
      'switchAccountType AUTH smartAccount',
    ])
    expect(reported).toEqual([])
  })

  it('the way back to the EOA is allowed even where smart accounts are not enabled', async () => {
    const { latch, EOA } = embeddedLatch({ chosen: 'smartAccount' })
    await connect(latch, { connectorId: 'AUTH' })
    getStore(latch).setState((s) => ({
      accounts: {
        eip155: { ...s.accounts.eip155!, preferredAccountType: 'smartAccount', smartAccountEnabled: false },
      },
    }))
    await switchAccountType(latch, { type: 'eoa' })
    expect(account(latch)).toMatchObject({ address: EOA, preferredAccountType: 'eoa' })
  })

  it('eoa → smartAccount where smart accounts are not enabled is refused with the reason: the wallet is not asked, nothing changes, it is reported', async () => {
    const { latch, two, reported, EOA } = embeddedLatch({ enabled: false })
    await connect(latch, { connectorId: 'AUTH' })
    const before = getStore(latch).getState()
    expect(account(latch)).toMatchObject({
      address: EOA,
      preferredAccountType: 'eoa',
      smartAccountEnabled: false,
    })

    const error = await rejection(() => switchAccountType(latch, { type: 'smartAccount' }))
    expect(error).toBeInstanceOf(AccountTypeSwitchRefusedError)
    expect(error).toMatchObject({
      code: 'ACCOUNT_TYPE_SWITCH_REFUSED',
      reason: 'smart-accounts-disabled',
      shortMessage: 'Smart accounts are not available on this network',
    })
    expect(two.calls).not.toContain('switchAccountType AUTH smartAccount')
    expect(getStore(latch).getState().accounts).toBe(before.accounts)
    expect(reported).toEqual([error])
  })

  it('switching to the type already in use is refused', async () => {
    const { latch } = embeddedLatch()
    await connect(latch, { connectorId: 'AUTH' })
    const error = await rejection(() => switchAccountType(latch, { type: 'smartAccount' }))
    expect(error).toMatchObject({
      reason: 'already-smart-account',
      shortMessage: 'This account is already your smart account',
    })
  })

  it("the wallet's failure leaves the account as it was and is reported as SwitchAccountTypeError with the wallet's words", async () => {
    const { latch, reported } = embeddedLatch({ switchFails: true })
    await connect(latch, { connectorId: 'AUTH' })
    const before = getStore(latch).getState()
    const error = await rejection(() => switchAccountType(latch, { type: 'eoa' }))
    expect(error).toBeInstanceOf(SwitchAccountTypeError)
    expect(error).toMatchObject({
      code: 'SWITCH_ACCOUNT_TYPE_FAILED',
      shortMessage: 'Failed to switch account type',
      details: 'The frame did not answer',
    })
    expect(getStore(latch).getState().accounts).toBe(before.accounts)
    expect(getStore(latch).getState().connections).toBe(before.connections)
    expect(reported).toEqual([error])
  })

  it('a wallet with one kind of account, and an adapter without account types, answer UnsupportedMethodError', async () => {
    const { latch } = embeddedLatch()
    await connect(latch, { connectorId: 'browser' })
    const browser = await rejection(() => switchAccountType(latch, { type: 'smartAccount' }))
    expect(browser).toBeInstanceOf(UnsupportedMethodError)
    expect(browser.details).toBe('The connected wallet has a single kind of account.')

    // test support's listing adapter has no switchAccountType at all
    const listing = await connectTestLatch()
    const error = await rejection(() => switchAccountType(listing.latch, { type: 'eoa' }))
    expect(error).toBeInstanceOf(UnsupportedMethodError)
    expect(error.details).toBe('The eip155 adapter cannot switchAccountType.')
    expect(listing.reported).toEqual([error])
  })

  it('refuses a type other than eoa or smartAccount, and answers ActiveAddressNotFoundError with nothing connected', async () => {
    const { latch } = embeddedLatch()
    const payment = await rejection(() => switchAccountType(latch, { type: 'payment' as never }))
    expect(payment).toBeInstanceOf(InvalidInputError)
    expect(payment.details).toBe("type: must be 'eoa' or 'smartAccount'")
    expect(await rejection(() => switchAccountType(latch, { type: 'eoa' }))).toBeInstanceOf(
      ActiveAddressNotFoundError,
    )
  })

  it('an answer that comes after the person disconnected is dropped', async () => {
    const { latch, two } = embeddedLatch()
    await connect(latch, { connectorId: 'AUTH' })
    const switched = switchAccountType(latch, { type: 'eoa' })
    two.emit.disconnect('AUTH')
    await switched
    expect(account(latch)).toBeUndefined()
  })
})
