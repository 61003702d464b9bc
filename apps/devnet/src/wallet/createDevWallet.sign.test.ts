import { createPublicClient, http, parseEther, toHex, verifyMessage, verifyTypedData } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_ADDRESSES, DEVNET_PRIVATE_KEYS } from '../accounts'
import { type StartAnvilReturnType, startAnvil } from '../startAnvil'
import { createDevWallet } from './createDevWallet'
import type { ApprovalRequest } from './types'

let anvil: StartAnvilReturnType

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
})
afterAll(async () => {
  await anvil.stop()
})

const client = () => createPublicClient({ transport: http(anvil.url) })
const ME = DEVNET_ADDRESSES[0]
const OTHER = DEVNET_ADDRESSES[1]

async function setup(options: { answer?: boolean; authorize?: boolean } = {}) {
  const approvals: ApprovalRequest[] = []
  let answer = true
  const wallet = createDevWallet({
    chains: [{ id: 31337, name: 'Latch Devnet', rpcUrl: anvil.url }],
    privateKey: DEVNET_PRIVATE_KEYS[0],
    approve: async (request) => {
      approvals.push(request)
      return answer
    },
    origin: 'http://127.0.0.1:5173',
  })
  if (options.authorize ?? true) await wallet.request({ method: 'eth_requestAccounts' })
  approvals.length = 0
  answer = options.answer ?? true
  return { wallet, approvals }
}

const mail = {
  domain: {
    name: 'Ether Mail',
    version: '1',
    chainId: 31337,
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
  },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: {
    from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
    contents: 'Hello, Bob!',
  },
} as const

describe('createDevWallet: personal_sign', () => {
  it('asks with the readable message and returns a signature that verifies for the account', async () => {
    const { wallet, approvals } = await setup()
    const signature = await wallet.request({ method: 'personal_sign', params: [toHex('hello'), ME] })
    expect(approvals).toMatchObject([
      { kind: 'sign', method: 'personal_sign', summary: 'Sign message: hello' },
    ])
    expect(
      await verifyMessage({ address: ME, message: 'hello', signature: signature as `0x${string}` }),
    ).toBe(true)
  })

  it('signs a plain UTF-8 string, and accepts [address, message] order too', async () => {
    const { wallet } = await setup()
    const signature = (await wallet.request({
      method: 'personal_sign',
      params: [ME, 'gm ☀️'],
    })) as `0x${string}`
    expect(await verifyMessage({ address: ME, message: 'gm ☀️', signature })).toBe(true)
  })

  it('shows bytes that are not text as hex', async () => {
    const { wallet, approvals } = await setup()
    await wallet.request({ method: 'personal_sign', params: ['0x00ff10', ME] })
    expect(approvals[0]?.summary).toBe('Sign message: 0x00ff10')
  })

  it('rejected: 4001', async () => {
    const { wallet } = await setup({ answer: false })
    await expect(wallet.request({ method: 'personal_sign', params: ['0x68', ME] })).rejects.toMatchObject({
      code: 4001,
    })
  })

  it('unauthorized, or for another account: 4100 without a prompt', async () => {
    const { wallet, approvals } = await setup({ authorize: false })
    await expect(wallet.request({ method: 'personal_sign', params: ['0x68', ME] })).rejects.toMatchObject({
      code: 4100,
    })
    await wallet.request({ method: 'eth_requestAccounts' })
    approvals.length = 0
    await expect(wallet.request({ method: 'personal_sign', params: ['0x68', OTHER] })).rejects.toMatchObject({
      code: 4100,
    })
    expect(approvals).toEqual([])
  })

  it('malformed params: -32602', async () => {
    const { wallet } = await setup()
    await expect(wallet.request({ method: 'personal_sign', params: ['hello'] })).rejects.toMatchObject({
      code: -32602,
    })
  })
})

describe('createDevWallet: eth_signTypedData_v4', () => {
  it('signs EIP-712 JSON; the signature verifies', async () => {
    const { wallet, approvals } = await setup()
    const signature = (await wallet.request({
      method: 'eth_signTypedData_v4',
      params: [ME, JSON.stringify(mail)],
    })) as `0x${string}`
    expect(approvals).toMatchObject([{ kind: 'sign', summary: 'Sign typed data: Mail (Ether Mail)' }])
    const { EIP712Domain: _, ...types } = mail.types
    expect(await verifyTypedData({ ...mail, types, address: ME, signature })).toBe(true)
  })

  it('unauthorized: 4100; invalid typed data: -32602', async () => {
    const unauthorized = await setup({ authorize: false })
    await expect(
      unauthorized.wallet.request({ method: 'eth_signTypedData_v4', params: [ME, JSON.stringify(mail)] }),
    ).rejects.toMatchObject({ code: 4100 })
    const { wallet } = await setup()
    await expect(wallet.request({ method: 'eth_signTypedData_v4', params: [ME, '{'] })).rejects.toMatchObject(
      {
        code: -32602,
      },
    )
  })
})

describe('createDevWallet: eth_sendTransaction', () => {
  it('asks with a summary, fills nonce/gas/fees, signs locally and moves the value on the chain', async () => {
    const { wallet, approvals } = await setup()
    const [fromBefore, toBefore] = await Promise.all([
      client().getBalance({ address: ME }),
      client().getBalance({ address: OTHER }),
    ])
    const hash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from: ME, to: OTHER, value: toHex(parseEther('0.1')) }],
    })) as `0x${string}`
    expect(approvals).toMatchObject([{ kind: 'transaction', summary: `Send 0.1 ETH to ${OTHER}` }])
    const receipt = await client().waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(ME.toLowerCase())
    expect(await client().getBalance({ address: OTHER })).toBe(toBefore + parseEther('0.1'))
    const fee = receipt.gasUsed * receipt.effectiveGasPrice
    expect(await client().getBalance({ address: ME })).toBe(fromBefore - parseEther('0.1') - fee)
  })

  it('rejected: 4001 and nothing is sent', async () => {
    const { wallet } = await setup({ answer: false })
    const nonce = await client().getTransactionCount({ address: ME })
    await expect(
      wallet.request({ method: 'eth_sendTransaction', params: [{ from: ME, to: OTHER, value: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(await client().getTransactionCount({ address: ME })).toBe(nonce)
  })

  it('unauthorized, or from another account: 4100', async () => {
    const unauthorized = await setup({ authorize: false })
    await expect(
      unauthorized.wallet.request({ method: 'eth_sendTransaction', params: [{ to: OTHER, value: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4100 })
    const { wallet } = await setup()
    await expect(
      wallet.request({ method: 'eth_sendTransaction', params: [{ from: OTHER, to: ME, value: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it("the node's error comes back with its JSON-RPC code (insufficient funds)", async () => {
    const { wallet } = await setup()
    const error = await wallet
      .request({
        method: 'eth_sendTransaction',
        params: [{ to: OTHER, value: toHex(parseEther('1000000')) }],
      })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ code: expect.any(Number) })
    expect((error as { code: number }).code).not.toBe(4001)
    expect(String((error as Error).message)).toMatch(/insufficient funds|exceeds the balance/i)
  })
})

describe('createDevWallet: forwarded reads', () => {
  it('forwards eth_blockNumber (and any read) to the current chain', async () => {
    const { wallet } = await setup({ authorize: false })
    const blockNumber = await wallet.request({ method: 'eth_blockNumber' })
    expect(blockNumber).toBe(toHex(await client().getBlockNumber()))
    const balance = await wallet.request({ method: 'eth_getBalance', params: [OTHER, 'latest'] })
    expect(BigInt(balance as string)).toBe(await client().getBalance({ address: OTHER }))
  })

  it("passes the node's errors through with their code", async () => {
    const { wallet } = await setup()
    await expect(wallet.request({ method: 'eth_noSuchMethod' })).rejects.toMatchObject({ code: -32601 })
  })

  it('never forwards signing or cheat-code methods (anvil would answer them with its own keys): 4200', async () => {
    const { wallet } = await setup()
    for (const method of [
      'eth_sign',
      'eth_signTransaction',
      'eth_signTypedData_v3',
      'anvil_setBalance',
      'evm_mine',
    ]) {
      await expect(wallet.request({ method, params: [] })).rejects.toMatchObject({ code: 4200 })
    }
  })
})
