import { afterEach, describe, expect, it, vi } from 'vitest'
import type { LatchConfig } from '../config/types'
import { createLatch } from '../createLatch'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { devnetA, devnetB } from '../test-support/networks'
import { SMART_ACCOUNT_ADDRESS, smartAccountLatch } from '../test-support/smartAccountLatch'
import { type TestSmartAccount, twoWalletsAdapter } from '../test-support/twoWalletsAdapter'
import { connect } from './connect'
import { mountLatch } from './mountLatch'

const SMART_ADDRESS = SMART_ACCOUNT_ADDRESS

let unmount: (() => void) | undefined
afterEach(() => {
  unmount?.()
  unmount = undefined
})

function embeddedLatch(smartAccount: Partial<TestSmartAccount> = {}, config: Partial<LatchConfig> = {}) {
  const made = smartAccountLatch(smartAccount, config)
  unmount = made.unmount
  return made
}

const account = (latch: Latch) => getStore(latch).getState().accounts.eip155

describe('connecting asks the wallet for the host’s default account type (spec §6)', () => {
  it('an email login on eip155 starts on its smart account by default, counterfactual until its first operation', async () => {
    const { latch, two } = embeddedLatch()
    await connect(latch, { connectorId: 'AUTH' })
    expect(two.defaultsAsked).toEqual(['connect AUTH smartAccount'])
    expect(account(latch)).toMatchObject({
      address: SMART_ADDRESS,
      caipAddress: `eip155:31338:${SMART_ADDRESS}`,
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
      smartAccountEnabled: true,
    })
  })

  it("the host's defaultAccountTypes replaces the spec's default: eoa starts on the EOA", async () => {
    const { latch, two, EOA } = embeddedLatch({}, { defaultAccountTypes: { eip155: 'eoa' } })
    await connect(latch, { connectorId: 'AUTH' })
    expect(two.defaultsAsked).toEqual(['connect AUTH eoa'])
    expect(account(latch)).toMatchObject({ address: EOA, preferredAccountType: 'eoa' })
  })

  it("the person's own choice, which the wallet keeps, wins over the host's default", async () => {
    const { latch, EOA } = embeddedLatch({ chosen: 'eoa' })
    await connect(latch, { connectorId: 'AUTH' })
    expect(account(latch)).toMatchObject({ address: EOA, preferredAccountType: 'eoa' })
  })

  it('a page reload restores the login with the same default', async () => {
    const two = twoWalletsAdapter()
    const latch = createLatch({
      networks: [devnetA, devnetB],
      adapters: [two.adapter],
      storage: null,
      defaultAccountTypes: { eip155: 'eoa' },
    })
    getStore(latch).setState({ activeConnectorIds: { eip155: 'AUTH' } })
    unmount = mountLatch(latch)
    await vi.waitFor(() => expect(account(latch)?.status).toBe('connected'))
    expect(two.defaultsAsked).toEqual(['reconnect AUTH eoa'])
  })

  it('a wallet with one kind of account gets the default too, and its account has no type', async () => {
    const { latch, two } = embeddedLatch()
    await connect(latch, { connectorId: 'browser' })
    expect(two.defaultsAsked).toEqual(['connect browser smartAccount'])
    expect(account(latch)?.preferredAccountType).toBeUndefined()
    expect(account(latch)?.smartAccountDeployed).toBeUndefined()
  })
})
