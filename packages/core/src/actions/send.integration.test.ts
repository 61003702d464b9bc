// sendTokens and the Send form's submitSend against a real anvil chain (an in-test adapter sends from one of anvil's unlocked
// accounts) and the real provider service (apps/api on in-memory PGlite, indexing that chain),
// so the refresh after a send reads what the chain and the indexer really say.
import { type StartApiServerReturnType, startApiServer } from '@latch/services'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { NetworkConfig } from '../config/types'
import { InvalidInputError } from '../errors/input'
import { UserRejectedRequestError } from '../errors/rpc'
import { TransactionRevertedError } from '../errors/send'
import { getStore } from '../latch'
import { getActivityGroups } from '../selectors/getActivityGroups'
import { emptyAccountData } from '../store/accountData'
import { anvilAdapter } from '../test-support/anvilAdapter'
import { connectTestLatch } from '../test-support/connectTestLatch'
import { ADDRESS } from '../test-support/networks'
import { rpc, startTestChain } from '../test-support/startTestChain'
import { formatUnits } from '../utils/formatUnits'
import { estimateSendFee } from './estimateSendFee'
import { fetchActivity } from './fetchActivity'
import { fetchTokenBalances } from './fetchTokenBalances'
import { sendTokens } from './sendTokens'
import { setSendAmount } from './setSendAmount'
import { setSendReceiver } from './setSendReceiver'
import { setSendToken } from './setSendToken'
import { submitSend } from './submitSend'

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/** A contract whose every call reverts (PUSH1 0 PUSH1 0 REVERT). */
const REVERTER = '0x000000000000000000000000000000000000dEaD'

let chain: Awaited<ReturnType<typeof startTestChain>>
let service: StartApiServerReturnType
let network: NetworkConfig
beforeAll(async () => {
  chain = await startTestChain(31337)
  await rpc(chain.url, 'anvil_setCode', [REVERTER, '0x60006000fd'])
  network = {
    caipNetworkId: 'eip155:31337',
    name: 'Latch Devnet',
    rpcUrl: chain.url,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  }
  service = await startApiServer({
    database: { dataDir: 'memory://' },
    chains: [{ id: 31337, name: 'Latch Devnet', rpcUrl: chain.url, confirmations: 0 }],
    prices: { tokens: [{ chainId: 31337, usd: 3000, name: 'Ether', symbol: 'ETH', decimals: 18 }] },
    projects: [{ id: 'core-send', name: 'core send' }],
    indexer: { pollIntervalMs: 50 },
    seedWallets: false,
  })
}, 60_000)
afterAll(async () => {
  await service?.stop()
  await chain?.stop()
})

const balanceOf = async (address: string) =>
  BigInt(await rpc<string>(chain.url, 'eth_getBalance', [address, 'latest']))

/** Connected through the anvil adapter with the tokens read, the Send form left empty; and its ETH. */
async function connectedWithEth() {
  const { adapter, controls } = anvilAdapter(ADDRESS)
  const { latch, reported } = await connectTestLatch({
    adapters: [adapter],
    networks: [network],
    projectId: 'core-send',
    api: { baseUrl: service.url },
  })
  // not forced: the service allows one forced read per account per 10 s, which the send's refresh needs
  await fetchTokenBalances(latch)
  const eth = getStore(latch)
    .getState()
    .portfolio.tokens.find((token) => token.symbol === 'ETH')
  if (!eth) throw new Error('the balance service listed no ETH')
  return { latch, reported, controls, eth }
}

/** Connected through the anvil adapter, the tokens read, the form filled with `amount` ETH to `receiver`. */
async function fillForm(amount: string, receiver = RECEIVER) {
  const { latch, reported, controls, eth } = await connectedWithEth()
  setSendToken(latch, { token: eth })
  setSendAmount(latch, { amount })
  await setSendReceiver(latch, { receiver })
  return { latch, reported, controls }
}

describe('submitSend on anvil, refreshed through the real services', () => {
  it('success: snackbar, all send state resets, pending then confirmed, balance, tokens and activity refreshed', async () => {
    const { latch, reported } = await fillForm('1.5')
    const fee = await estimateSendFee(latch)
    expect(fee).toMatchObject({ symbol: 'ETH' })
    expect(fee?.value).toBeGreaterThan(0n)
    expect(getStore(latch).getState().send.feeStatus).toBe('ready')
    const quantityBefore = getStore(latch).getState().portfolio.tokens[0]?.quantity.numeric
    const receiverBefore = await balanceOf(RECEIVER)

    const statuses: string[] = []
    getStore(latch).subscribe(({ activity }) => {
      const status = activity.pending[0]?.metadata.status
      if (status && statuses.at(-1) !== status) statuses.push(status)
    })
    const sending = submitSend(latch)
    expect(getStore(latch).getState().send.loading).toBe(true)
    const hash = await sending
    // in Activity as pending once the wallet broadcast it, confirmed once mined
    expect(statuses).toEqual(['pending', 'confirmed'])

    expect(await balanceOf(RECEIVER)).toBe(receiverBefore + 1_500_000_000_000_000_000n)
    const state = getStore(latch).getState()
    expect(state.send).toEqual(emptyAccountData().send)
    expect(state.snackbar).toMatchObject({ message: 'Sent 1.5 ETH', variant: 'success' })
    expect(state.activity.pending).toHaveLength(1)
    expect(state.activity.pending[0]?.metadata).toMatchObject({ hash, status: 'confirmed', sentTo: RECEIVER })
    // the refreshes the send started: the native balance and the tokens read again
    await expect
      .poll(() => getStore(latch).getState().portfolio.tokens[0]?.quantity.numeric)
      .not.toBe(quantityBefore)
    await expect.poll(() => getStore(latch).getState().accounts.eip155?.balance).toMatch(/^9998\.4/)
    // once the indexer has the transaction, it replaces the pending entry: the hash shows once
    await expect
      .poll(
        async () => {
          await fetchActivity(latch)
          const listed = getActivityGroups(getStore(latch).getState(), Date.now()).flatMap(
            (g) => g.transactions,
          )
          return listed.filter((t) => t.metadata.hash === hash).map((t) => t.metadata.status)
        },
        { timeout: 10_000 },
      )
      .toEqual(['confirmed'])
    expect(reported).toEqual([])
  })

  it('two sends within 10 s: the tokens end at what the chain holds after the second, once the history lists it', async () => {
    const { latch, reported } = await fillForm('0.25')
    await submitSend(latch)
    const eth = getStore(latch)
      .getState()
      .portfolio.tokens.find((token) => token.symbol === 'ETH')!
    setSendToken(latch, { token: eth })
    setSendAmount(latch, { amount: '0.5' })
    await setSendReceiver(latch, { receiver: RECEIVER })
    const hash = await submitSend(latch)
    const onChain = formatUnits(await balanceOf(ADDRESS), 18)
    // the second forced read is inside the service's 10 s window: only the indexed send makes it fresh
    await expect
      .poll(
        () =>
          getStore(latch)
            .getState()
            .portfolio.tokens.find((t) => t.symbol === 'ETH')?.quantity.numeric,
        {
          timeout: 15_000,
        },
      )
      .toBe(onChain)
    // the history read that lists it may land a moment after the balance read that saw it indexed
    await expect
      .poll(() =>
        getStore(latch)
          .getState()
          .activity.transactions.some((t) => t.metadata.hash === hash),
      )
      .toBe(true)
    expect(reported).toEqual([])
  }, 30_000)

  it('rejected in the wallet (4001): error snackbar, the form kept exactly as it was, nothing in activity', async () => {
    const { latch, reported, controls } = await fillForm('2')
    controls.reject = true
    const before = getStore(latch).getState().send
    const senderBefore = await balanceOf(ADDRESS)
    await expect(submitSend(latch)).rejects.toBeInstanceOf(UserRejectedRequestError)
    const state = getStore(latch).getState()
    expect(state.send).toEqual(before)
    expect(state.activity.pending).toEqual([])
    expect(state.snackbar).toMatchObject({ message: 'User rejected the request', variant: 'error' })
    expect(controls.transfers).toHaveLength(1)
    expect(await balanceOf(ADDRESS)).toBe(senderBefore)
    // spec §8: every error is reported, the person's own choices too (once, within the report budget)
    expect(reported).toEqual([expect.any(UserRejectedRequestError)])
  })

  it('reverted: an error that says so with the hash, the pending entry marked failed, the form kept', async () => {
    const { latch, reported } = await fillForm('0.1', REVERTER)
    const error = await submitSend(latch).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TransactionRevertedError)
    const { hash } = error as TransactionRevertedError
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect((error as Error).message).toContain(`The transaction ${hash} reverted.`)
    const state = getStore(latch).getState()
    expect(state.activity.pending.map((t) => [t.metadata.hash, t.metadata.status])).toEqual([
      [hash, 'failed'],
    ])
    expect(state.snackbar).toMatchObject({ message: 'Transaction reverted', variant: 'error' })
    expect(state.send).toMatchObject({
      amount: '0.1',
      receiver: REVERTER,
      loading: false,
      error: 'Transaction reverted',
    })
    expect(reported).toEqual([error])
  })

  it("an amount over the balance: 'Insufficient balance', nothing sent, state unchanged", async () => {
    const { latch, controls, reported } = await fillForm('1000000')
    const before = getStore(latch).getState()
    await expect(submitSend(latch)).rejects.toMatchObject({
      code: 'INVALID_SEND',
      reason: 'insufficient-balance',
      shortMessage: 'Insufficient balance',
    })
    expect(getStore(latch).getState()).toBe(before)
    expect(controls.transfers).toEqual([])
    // the form shows the message, and spec §8 reports it like every error (once)
    expect(reported).toEqual([expect.objectContaining({ code: 'INVALID_SEND' })])
  })
})

describe('sendTokens: everything it needs in its parameters, no form', () => {
  it('sends 0.5 ETH to the receiver, resolves with the mined hash, and leaves the Send form untouched', async () => {
    const { latch, reported, eth } = await connectedWithEth()
    const receiverBefore = await balanceOf(RECEIVER)
    const hash = await sendTokens(latch, { token: eth, amount: '0.5', to: RECEIVER })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await balanceOf(RECEIVER)).toBe(receiverBefore + 500_000_000_000_000_000n)
    const state = getStore(latch).getState()
    expect(state.send).toEqual(emptyAccountData().send)
    expect(state.activity.pending[0]?.metadata).toMatchObject({ hash, status: 'confirmed', sentTo: RECEIVER })
    expect(reported).toEqual([])
  })

  it("refuses with the spec's messages before asking the wallet (spec §5)", async () => {
    const { latch, controls, eth } = await connectedWithEth()
    const refusal = (parameters: Parameters<typeof sendTokens>[1]) =>
      sendTokens(latch, parameters).catch((error) => [error.code, error.shortMessage])
    const required = 'An amount and receiver address are required'
    expect(await refusal({ token: eth, amount: '', to: RECEIVER })).toEqual(['INVALID_SEND', required])
    expect(await refusal({ token: eth, amount: '1', to: '' })).toEqual(['INVALID_SEND', required])
    expect(await refusal({ amount: '1', to: RECEIVER } as never)).toEqual([
      'INVALID_SEND',
      'A token is required',
    ])
    expect(await refusal({ token: eth, amount: '1000000', to: RECEIVER })).toEqual([
      'INVALID_SEND',
      'Insufficient balance',
    ])
    expect(await refusal({ token: eth, amount: '1', to: 'alice.eth' })).toEqual([
      'INVALID_SEND',
      'Invalid receiver address',
    ])
    expect(controls.transfers).toEqual([])
  })

  it('refuses parameters of the wrong shape with InvalidInputError naming the field', async () => {
    const { latch, eth } = await connectedWithEth()
    const error = await sendTokens(latch, { token: eth, amount: 1 as never, to: RECEIVER }).catch((e) => e)
    expect(error).toBeInstanceOf(InvalidInputError)
    expect(error.shortMessage).toBe('Invalid amount')
  })

  it('rejected in the wallet (4001): UserRejectedRequestError, nothing in Activity, reported once', async () => {
    const { latch, reported, controls, eth } = await connectedWithEth()
    controls.reject = true
    await expect(sendTokens(latch, { token: eth, amount: '1', to: RECEIVER })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(getStore(latch).getState().activity.pending).toEqual([])
    expect(reported).toEqual([expect.any(UserRejectedRequestError)])
  })
})
