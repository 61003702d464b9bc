// What core's sign and send actions check before any wallet is asked. The adapter here can connect
// but has no signing members (like a listing-only adapter); the real wallet paths are in
// packages/evm/src/signAndSend.integration.test.ts (dev wallet on anvil).

import { describe, expect, it } from 'vitest'
import type { ChainAdapter } from '../adapter'
import { createLatch } from '../createLatch'
import { InvalidInputError } from '../errors/input'
import type { LatchError } from '../errors/LatchError'
import { UnsupportedMethodError } from '../errors/rpc'
import { NetworkNotFoundError } from '../errors/state'
import { ActiveAddressNotFoundError } from '../errors/transaction'
import type { Latch } from '../latch'
import { getLatchInternal, getStore } from '../latch'
import { ADDRESS, devnetA } from '../test-support/networks'
import { connect } from './connect'
import { sendTransaction } from './sendTransaction'
import { signMessage } from './signMessage'
import { signTypedData } from './signTypedData'
import { waitForTransactionReceipt } from './waitForTransactionReceipt'

const adapter: ChainAdapter = {
  namespace: 'eip155',
  setup: ({ onConnectors }) => {
    onConnectors([{ id: 'dev', name: 'Dev Wallet', type: 'ANNOUNCED', chain: 'eip155' }])
    return () => {}
  },
  connect: async ({ connectorId, network }) => ({
    connectorId,
    address: ADDRESS,
    caipNetworkId: network.caipNetworkId,
  }),
  reconnect: async () => undefined,
  disconnect: async () => {},
  switchNetwork: async () => {},
  getBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH' }),
}

function start(): { latch: Latch; reported: LatchError[] } {
  const latch = createLatch({ networks: [devnetA], adapters: [adapter], storage: null })
  const reported: LatchError[] = []
  getLatchInternal(latch).reportError = (error) => void reported.push(error)
  return { latch, reported }
}

const typedData = { types: { Ping: [{ name: 'n', type: 'uint8' }] }, primaryType: 'Ping', message: { n: 1 } }

describe('sign and send actions: missing state (spec §8)', () => {
  it.each([
    ['signMessage', (latch: Latch) => signMessage(latch, { message: 'hi' })],
    ['signTypedData', (latch: Latch) => signTypedData(latch, { typedData })],
    ['sendTransaction', (latch: Latch) => sendTransaction(latch, { to: ADDRESS, value: 1n })],
  ])("%s while disconnected: 'No ActiveCaipAddress found', reported, state unchanged", async (_, action) => {
    const { latch, reported } = start()
    const before = getStore(latch).getState()
    const error = await action(latch).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ActiveAddressNotFoundError)
    expect(error).toMatchObject({ code: 'NO_ACTIVE_ADDRESS', shortMessage: 'No ActiveCaipAddress found' })
    expect(reported).toEqual([error])
    expect(getStore(latch).getState()).toBe(before)
  })

  it('connected through an adapter without signing members: UnsupportedMethodError naming the method', async () => {
    const { latch } = start()
    await connect(latch, { connectorId: 'dev' })
    await expect(signMessage(latch, { message: 'hi' })).rejects.toMatchObject({
      code: 'UNSUPPORTED_METHOD',
      details: 'The eip155 adapter cannot signMessage.',
    })
    await expect(sendTransaction(latch, { to: ADDRESS })).rejects.toBeInstanceOf(UnsupportedMethodError)
    await expect(waitForTransactionReceipt(latch, { hash: `0x${'0'.repeat(64)}` })).rejects.toBeInstanceOf(
      UnsupportedMethodError,
    )
  })

  it("connected on a network the host did not configure: 'Network not found'", async () => {
    const { latch } = start()
    await connect(latch, { connectorId: 'dev' })
    getStore(latch).setState({ activeCaipNetworkId: 'eip155:999' })
    await expect(signMessage(latch, { message: 'hi' })).rejects.toBeInstanceOf(NetworkNotFoundError)
  })
})

describe('sign and send actions: bad input', () => {
  it.each([
    ['signMessage without a message', (latch: Latch) => signMessage(latch, {} as never), 'message'],
    ['signTypedData without typed data', (latch: Latch) => signTypedData(latch, {} as never), 'typedData'],
    ['sendTransaction without to', (latch: Latch) => sendTransaction(latch, { to: '' }), 'to'],
    [
      'sendTransaction with a negative value',
      (latch: Latch) => sendTransaction(latch, { to: ADDRESS, value: -1n }),
      'value',
    ],
    [
      'sendTransaction with a number value',
      (latch: Latch) => sendTransaction(latch, { to: ADDRESS, value: 1 as never }),
      'value',
    ],
    [
      'waitForTransactionReceipt without a hash',
      (latch: Latch) => waitForTransactionReceipt(latch, { hash: '' }),
      'hash',
    ],
  ])('%s: InvalidInputError for that field', async (_, action, field) => {
    const { latch, reported } = start()
    const error = await action(latch).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidInputError)
    expect(error).toMatchObject({ field })
    expect(reported).toEqual([error])
  })
})
