// Core's sign and send actions driving the real EVM adapter, the real dev wallet and a real anvil chain.

import {
  ActiveAddressNotFoundError,
  connect,
  createLatch,
  InvalidInputError,
  InvalidParamsRpcError,
  type Latch,
  mountLatch,
  SignMessageError,
  sendTransaction,
  signMessage,
  signTypedData,
  UserRejectedRequestError,
  waitForTransactionReceipt,
} from '@latch/core'
import { getLatchInternal, getStore } from '@latch/core/internal'
import { DEVNET_ADDRESSES, DEVNET_PRIVATE_KEYS, startAnvil } from '@latch/devnet'
import { announceDevWallet, createDevWallet } from '@latch/devnet/wallet'
import { createPublicClient, createTestClient, http, parseEther, verifyMessage, verifyTypedData } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createEvmAdapter } from './createEvmAdapter'

const WALLET_ID = 'dev.latch.devnet-wallet'
const ME = DEVNET_ADDRESSES[0]
const OTHER = DEVNET_ADDRESSES[1]

let anvil: Awaited<ReturnType<typeof startAnvil>>
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
})
afterAll(async () => {
  await anvil?.stop()
})

const chain = () => createPublicClient({ transport: http(anvil.url) })
const testClient = () => createTestClient({ mode: 'anvil', transport: http(anvil.url) })

const unmounts: (() => void)[] = []
afterEach(() => {
  for (const unmount of unmounts.splice(0)) unmount()
})

/** A page with the dev wallet announced and a mounted Latch; `answer` is the person's answer to every prompt. */
async function openPage(options: { connected?: boolean } = {}) {
  const target = new EventTarget()
  const prompts: string[] = []
  let answer = true
  const wallet = createDevWallet({
    chains: [{ id: 31337, name: 'Latch Devnet', rpcUrl: anvil.url }],
    privateKey: DEVNET_PRIVATE_KEYS[0],
    approve: async (request) => {
      prompts.push(`${request.kind}: ${request.summary}`)
      return answer
    },
  })
  const stopAnnouncing = announceDevWallet(wallet, target)
  const reported: unknown[] = []
  const latch: Latch = createLatch({
    networks: [
      {
        caipNetworkId: 'eip155:31337',
        name: 'Latch Devnet',
        rpcUrl: anvil.url,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ],
    adapters: [createEvmAdapter({ target })],
  })
  const unmount = mountLatch(latch)
  getLatchInternal(latch).reportError = (error) => void reported.push(error)
  unmounts.push(() => {
    unmount()
    stopAnnouncing()
  })
  await vi.waitFor(() => expect(getStore(latch).getState().connectors.eip155?.[0]?.id).toBe(WALLET_ID))
  if (options.connected ?? true) {
    await connect(latch, { connectorId: WALLET_ID })
    // connect reads the balance in the background; let it land so state snapshots are stable
    await vi.waitFor(() => expect(getStore(latch).getState().accounts.eip155?.balance).toBeDefined())
  }
  prompts.length = 0
  return {
    latch,
    prompts,
    reported,
    reject: () => {
      answer = false
    },
  }
}

const stateOf = (latch: Latch) => {
  const { accounts, activeConnectorIds, connections, activeCaipNetworkId, router, snackbar } =
    getStore(latch).getState()
  return { accounts, activeConnectorIds, connections, activeCaipNetworkId, router, snackbar }
}

const mail = {
  domain: {
    name: 'Ether Mail',
    version: '1',
    chainId: 31337,
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
  },
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person' },
      { name: 'contents', type: 'string' },
      { name: 'amount', type: 'uint256' },
    ],
  },
  primaryType: 'Mail',
  message: {
    from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
    contents: 'Hello, Bob!',
    amount: 2n ** 200n,
  },
} as const

describe('signMessage through the wallet', () => {
  it('personal_sign with the readable message; the signature verifies for the active account', async () => {
    const { latch, prompts } = await openPage()
    const signature = await signMessage(latch, { message: 'Sign in to Latch ☀️' })
    expect(prompts).toEqual(['sign: Sign message: Sign in to Latch ☀️'])
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(
      await verifyMessage({
        address: ME,
        message: 'Sign in to Latch ☀️',
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
  })

  it('rejected in the wallet: UserRejectedRequestError, state unchanged, reported once (spec §8)', async () => {
    const { latch, reject, reported } = await openPage()
    reject()
    const before = stateOf(latch)
    const error = await signMessage(latch, { message: 'hello' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ code: 'USER_REJECTED', shortMessage: 'User rejected the request' })
    expect(stateOf(latch)).toEqual(before)
    expect(reported).toEqual([error])
  })

  it("not connected: 'No ActiveCaipAddress found' without asking the wallet, and reported", async () => {
    const { latch, prompts, reported } = await openPage({ connected: false })
    const error = await signMessage(latch, { message: 'hello' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ActiveAddressNotFoundError)
    expect(error).toMatchObject({ code: 'NO_ACTIVE_ADDRESS', shortMessage: 'No ActiveCaipAddress found' })
    expect(prompts).toEqual([])
    expect(reported).toEqual([error])
  })
})

describe('signTypedData through the wallet', () => {
  it('eth_signTypedData_v4 with bigints; the signature verifies with viem', async () => {
    const { latch, prompts } = await openPage()
    const signature = await signTypedData(latch, { typedData: mail })
    expect(prompts).toEqual(['sign: Sign typed data: Mail (Ether Mail)'])
    expect(await verifyTypedData({ ...mail, address: ME, signature: signature as `0x${string}` })).toBe(true)
  })

  it('a primaryType missing from types: SignMessageError before the wallet is asked', async () => {
    const { latch, prompts } = await openPage()
    const error = await signTypedData(latch, { typedData: { ...mail, primaryType: 'Letter' } }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(SignMessageError)
    expect(error).toMatchObject({ shortMessage: 'Error signing message' })
    expect(prompts).toEqual([])
  })

  it("values that do not match the types: the wallet's -32602, typed", async () => {
    const { latch } = await openPage()
    const typedData = { ...mail, message: { ...mail.message, to: { name: 'Bob', wallet: '0xnope' } } }
    await expect(signTypedData(latch, { typedData })).rejects.toBeInstanceOf(InvalidParamsRpcError)
  })

  it('rejected in the wallet: UserRejectedRequestError', async () => {
    const { latch, reject } = await openPage()
    reject()
    await expect(signTypedData(latch, { typedData: mail })).rejects.toBeInstanceOf(UserRejectedRequestError)
  })
})

describe('sendTransaction and waitForTransactionReceipt through the wallet', () => {
  it('sends 1 ETH to another account: success receipt, both balances move', async () => {
    const { latch, prompts } = await openPage()
    const [meBefore, otherBefore] = await Promise.all([
      chain().getBalance({ address: ME }),
      chain().getBalance({ address: OTHER }),
    ])
    const hash = await sendTransaction(latch, { to: OTHER, value: parseEther('1') })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(prompts).toEqual([`transaction: Send 1 ETH to ${OTHER}`])
    const receipt = await waitForTransactionReceipt(latch, { hash })
    expect(receipt).toEqual({ status: 'success', blockNumber: expect.any(BigInt), hash })
    const mined = await chain().getTransactionReceipt({ hash: hash as `0x${string}` })
    expect(receipt.blockNumber).toBe(mined.blockNumber)
    expect(await chain().getBalance({ address: OTHER })).toBe(otherBefore + parseEther('1'))
    const fee = mined.gasUsed * mined.effectiveGasPrice
    expect(await chain().getBalance({ address: ME })).toBe(meBefore - parseEther('1') - fee)
  })

  it('rejected in the wallet: UserRejectedRequestError, nothing sent, balances and state unchanged', async () => {
    const { latch, reject } = await openPage()
    reject()
    const before = stateOf(latch)
    const [nonce, meBefore, otherBefore] = await Promise.all([
      chain().getTransactionCount({ address: ME }),
      chain().getBalance({ address: ME }),
      chain().getBalance({ address: OTHER }),
    ])
    await expect(sendTransaction(latch, { to: OTHER, value: parseEther('1') })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(await chain().getTransactionCount({ address: ME })).toBe(nonce)
    expect(await chain().getBalance({ address: ME })).toBe(meBefore)
    expect(await chain().getBalance({ address: OTHER })).toBe(otherBefore)
    expect(stateOf(latch)).toEqual(before)
  })

  it("a transaction that reverts when mined: the receipt's status is 'reverted'", async () => {
    const { latch } = await openPage()
    // Fresh code-less address: the wallet's gas estimate (a plain call) passes; code that reverts is
    // put there before the block is mined (PUSH1 0 PUSH1 0 REVERT), so the mined call reverts.
    const target = '0x000000000000000000000000000000000000dEaD'
    await testClient().setAutomine(false)
    try {
      const hash = await sendTransaction(latch, { to: target, data: '0x1234' })
      await testClient().setCode({ address: target, bytecode: '0x60006000fd' })
      await testClient().mine({ blocks: 1 })
      const receipt = await waitForTransactionReceipt(latch, { hash })
      expect(receipt).toMatchObject({ status: 'reverted', hash })
    } finally {
      await testClient().setAutomine(true)
      await testClient().setCode({ address: target, bytecode: '0x' })
    }
  })

  it('bad input: InvalidInputError before the wallet is asked', async () => {
    const { latch, prompts } = await openPage()
    await expect(sendTransaction(latch, { to: 'not an address', value: 1n })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      field: 'to',
    })
    await expect(sendTransaction(latch, { to: OTHER, value: -1n })).rejects.toBeInstanceOf(InvalidInputError)
    await expect(sendTransaction(latch, { to: OTHER, data: 'zz' })).rejects.toMatchObject({ field: 'data' })
    expect(prompts).toEqual([])
  })
})
