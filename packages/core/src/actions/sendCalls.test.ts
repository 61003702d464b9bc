// What core's batch actions (EIP-5792) check before any wallet is asked, and what they pass on. The
// adapter here records what it is asked; the real wallets are in packages/evm (createEvmAdapter.sign.test.ts)
// and the email login's smart account end to end (e2e/specs/smartAccount.spec.ts).

import { describe, expect, it, vi } from 'vitest'
import type { ChainAdapter } from '../adapter'
import type { CallsStatus } from '../calls/types'
import { createLatch } from '../createLatch'
import { InvalidInputError } from '../errors/input'
import { UnsupportedMethodError } from '../errors/rpc'
import { ActiveAddressNotFoundError, TransactionReceiptError } from '../errors/transaction'
import { getLatchInternal, getStore } from '../latch'
import { connectTestLatch, listingAdapter } from '../test-support/connectTestLatch'
import { ADDRESS, devnetA } from '../test-support/networks'
import { getCapabilities } from './getCapabilities'
import { sendCalls } from './sendCalls'
import { waitForCallsStatus } from './waitForCallsStatus'

const pending: CallsStatus = { status: 'pending', statusCode: 100, atomic: true, receipts: [] }
const confirmed: CallsStatus = {
  status: 'confirmed',
  statusCode: 200,
  atomic: true,
  receipts: [{ transactionHash: `0x${'ab'.repeat(32)}`, status: 'success' }],
}

/** Connected through an adapter with `members` beside the listing adapter's connect and balance. */
const start = (members: Partial<ChainAdapter> = {}) =>
  connectTestLatch({ adapters: [{ ...listingAdapter(), ...members }] })

describe('sendCalls', () => {
  it('passes the calls, the account and its network to the wallet, atomic unless the page says not', async () => {
    const sent = vi.fn(async (_: unknown) => '0xb1')
    const { latch } = await start({ sendCalls: sent })
    const resolvedNetwork = expect.objectContaining({ caipNetworkId: devnetA.caipNetworkId })
    const calls = [
      { to: ADDRESS, data: '0x095ea7b3' },
      { to: ADDRESS, value: 5n },
    ]
    expect(await sendCalls(latch, { calls })).toEqual({ id: '0xb1' })
    expect(await sendCalls(latch, { calls, atomicRequired: false })).toEqual({ id: '0xb1' })
    expect(sent.mock.calls.map(([params]) => params)).toEqual([
      { connectorId: 'dev', address: ADDRESS, network: resolvedNetwork, calls, atomicRequired: true },
      { connectorId: 'dev', address: ADDRESS, network: resolvedNetwork, calls, atomicRequired: false },
    ])
  })

  it.each([
    ['no calls', { calls: [] }, 'calls: at least one call is required'],
    ['a call without to', { calls: [{ to: '' }] }, 'calls: each call needs a `to` address'],
    [
      'a negative value',
      { calls: [{ to: ADDRESS, value: -1n }] },
      'calls: `value` must be a bigint of at least 0',
    ],
    [
      'a number value',
      { calls: [{ to: ADDRESS, value: 1 }] },
      'calls: `value` must be a bigint of at least 0',
    ],
    [
      'data that is not hex bytes',
      { calls: [{ to: ADDRESS, data: '0x123' }] },
      'calls: `data` must be hex bytes',
    ],
    [
      'atomicRequired not a boolean',
      { calls: [{ to: ADDRESS }], atomicRequired: 'yes' },
      'atomicRequired: a boolean is required',
    ],
  ])(
    '%s: InvalidInputError, reported, the wallet not asked, state unchanged',
    async (_, parameters, details) => {
      const sent = vi.fn(async (_: unknown) => '0xb1')
      const { latch, reported } = await start({ sendCalls: sent })
      const before = getStore(latch).getState()
      const error = await sendCalls(latch, parameters as never).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(InvalidInputError)
      expect(error).toMatchObject({ details })
      expect(reported).toEqual([error])
      expect(sent).not.toHaveBeenCalled()
      expect(getStore(latch).getState()).toBe(before)
    },
  )

  it("while disconnected: 'No ActiveCaipAddress found'; an adapter without batches: UnsupportedMethodError", async () => {
    const idle = createLatch({ networks: [devnetA], adapters: [listingAdapter()], storage: null })
    getLatchInternal(idle).reportError = () => {}
    await expect(sendCalls(idle, { calls: [{ to: ADDRESS }] })).rejects.toBeInstanceOf(
      ActiveAddressNotFoundError,
    )
    const { latch } = await start()
    await expect(sendCalls(latch, { calls: [{ to: ADDRESS }] })).rejects.toBeInstanceOf(
      UnsupportedMethodError,
    )
    await expect(getCapabilities(latch)).rejects.toMatchObject({
      details: 'The eip155 adapter cannot getCapabilities.',
    })
  })
})

describe('waitForCallsStatus', () => {
  it('asks until the batch is no longer pending and answers that status', async () => {
    const answers = [pending, pending, confirmed]
    const getCallsStatus = vi.fn(async () => answers.shift()!)
    const { latch } = await start({ getCallsStatus })
    expect(await waitForCallsStatus(latch, { id: '0xb1', pollIntervalMs: 1 })).toEqual(confirmed)
    expect(getCallsStatus).toHaveBeenCalledTimes(3)
    expect(getCallsStatus).toHaveBeenCalledWith({ connectorId: 'dev', id: '0xb1' })
  })

  it('still pending at the limit: TransactionReceiptError naming the batch; bad limits and ids refused', async () => {
    const { latch } = await start({ getCallsStatus: async () => pending })
    await expect(
      waitForCallsStatus(latch, { id: '0xb1', pollIntervalMs: 5, timeoutMs: 20 }),
    ).rejects.toMatchObject({
      constructor: TransactionReceiptError,
      details: 'The batch 0xb1 was still pending after 20 ms.',
    })
    await expect(waitForCallsStatus(latch, { id: '0xb1', timeoutMs: 0 })).rejects.toMatchObject({
      field: 'timeoutMs',
    })
    await expect(waitForCallsStatus(latch, { id: '' })).rejects.toMatchObject({ field: 'id' })
  })
})
