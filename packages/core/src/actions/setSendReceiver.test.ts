// The Send form's receiver, token and amount, against a real HTTP server standing in for the profile service.

import { beforeEach, describe, expect, it } from 'vitest'
import { useTestServer } from '../api/test-support/testServer'
import { toCoinType } from '../api/toCoinType'
import { getStore } from '../latch'
import { emptyAccountData } from '../store/accountData'
import { connectTestLatch } from '../test-support/connectTestLatch'
import { tokenBalance } from '../test-support/tokens'
import { disconnect } from './disconnect'
import { estimateSendFee } from './estimateSendFee'
import { resetSend } from './resetSend'
import { setSendAmount } from './setSendAmount'
import { setSendReceiver } from './setSendReceiver'
import { setSendToken } from './setSendToken'

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const record = (name: string, address: string) => ({
  name,
  addresses: { [String(toCoinType(31337))]: { address } },
  attributes: { avatar: 'https://images.example/alice.png' },
})

const server = useTestServer()
beforeEach(() => {
  server.reset()
  server.on('GET /v1/profile/account/alice.latch.local', { json: record('alice.latch.local', ALICE) })
})

const connected = () => connectTestLatch({ ...server.latchConfig })

describe('setSendReceiver', () => {
  it('an EVM address is used as is, without asking the profile service', async () => {
    const { latch } = await connected()
    await setSendReceiver(latch, { receiver: ALICE })
    expect(getStore(latch).getState().send).toMatchObject({
      receiver: ALICE,
      receiverAddress: ALICE,
      receiverStatus: 'resolved',
    })
    expect(server.requests).toHaveLength(0)
  })

  it("a registered name is resolved to its address, with the receiver's name and avatar", async () => {
    const { latch } = await connected()
    const resolving = setSendReceiver(latch, { receiver: 'alice.latch.local' })
    expect(getStore(latch).getState().send.receiverStatus).toBe('resolving')
    await resolving
    expect(getStore(latch).getState().send).toMatchObject({
      receiver: 'alice.latch.local',
      receiverAddress: ALICE,
      receiverProfileName: 'alice.latch.local',
      receiverProfileImage: 'https://images.example/alice.png',
      receiverStatus: 'resolved',
    })
  })

  it("a name the service does not know, or a failed lookup: 'Error resolving name'", async () => {
    const { latch, reported } = await connected()
    await setSendReceiver(latch, { receiver: 'nobody.latch.local' })
    expect(getStore(latch).getState().send).toMatchObject({
      receiverStatus: 'error',
      error: 'Error resolving name',
      receiverAddress: undefined,
    })
    server.on('GET /v1/profile/account/broken.latch.local', { status: 400, json: { code: 'INVALID_QUERY' } })
    await setSendReceiver(latch, { receiver: 'broken.latch.local' })
    expect(getStore(latch).getState().send).toMatchObject({
      receiverStatus: 'error',
      error: 'Error resolving name',
    })
    expect(reported.map((e) => e.code)).toEqual(['RESOLVE_NAME_FAILED'])
  })

  it('a stale answer (the text changed meanwhile) is dropped', async () => {
    server.on('GET /v1/profile/account/alice.latch.local', {
      json: record('alice.latch.local', ALICE),
      delayMs: 100,
    })
    const { latch } = await connected()
    const first = setSendReceiver(latch, { receiver: 'alice.latch.local' })
    await setSendReceiver(latch, { receiver: BOB })
    await first
    expect(getStore(latch).getState().send).toMatchObject({
      receiver: BOB,
      receiverAddress: BOB,
      receiverStatus: 'resolved',
    })
    expect(getStore(latch).getState().send.receiverProfileName).toBeUndefined()
  })

  it('text that is neither an address nor a name: stored, nothing resolved', async () => {
    const { latch } = await connected()
    await setSendReceiver(latch, { receiver: '0x123' })
    expect(getStore(latch).getState().send).toMatchObject({ receiver: '0x123', receiverStatus: 'idle' })
    expect(getStore(latch).getState().send.receiverAddress).toBeUndefined()
    expect(server.requests).toHaveLength(0)
  })

  it('bad input: InvalidInputError, the form unchanged', async () => {
    const { latch } = await connected()
    const before = getStore(latch).getState().send
    await expect(setSendReceiver(latch, { receiver: 42 as never })).rejects.toMatchObject({
      field: 'receiver',
    })
    expect(() => setSendAmount(latch, { amount: 1 as never })).toThrow(
      expect.objectContaining({ field: 'amount' }),
    )
    expect(() => setSendToken(latch, { token: undefined as never })).toThrow(
      expect.objectContaining({ field: 'token' }),
    )
    expect(getStore(latch).getState().send).toBe(before)
  })
})

describe('the Send form', () => {
  it('a new token, amount or receiver drops the fee estimate; resetSend empties the form', async () => {
    const { latch } = await connected()
    const eth = tokenBalance()
    setSendToken(latch, { token: eth })
    getStore(latch).setState((s) => ({
      send: { ...s.send, fee: { value: 1n, formatted: '0.000', symbol: 'ETH' }, feeStatus: 'ready' },
    }))
    setSendAmount(latch, { amount: '1.5' })
    expect(getStore(latch).getState().send).toMatchObject({
      token: eth,
      amount: '1.5',
      feeStatus: 'idle',
      fee: undefined,
    })
    resetSend(latch)
    expect(getStore(latch).getState().send).toEqual(emptyAccountData().send)
  })

  it("without the adapter's estimateTransferFee the fee is 'error'", async () => {
    const { latch } = await connected()
    setSendToken(latch, { token: tokenBalance() })
    await expect(estimateSendFee(latch)).resolves.toBeUndefined()
    expect(getStore(latch).getState().send.feeStatus).toBe('error')
  })

  it('disconnect resets the form', async () => {
    const { latch } = await connected()
    setSendToken(latch, { token: tokenBalance() })
    setSendAmount(latch, { amount: '2' })
    await disconnect(latch)
    expect(getStore(latch).getState().send).toEqual(emptyAccountData().send)
  })
})
