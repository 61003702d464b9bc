import { DEVNET_PRIVATE_KEYS, type StartAnvilReturnType, setBalance, startAnvil } from '@latch/devnet'
import { createPublicClient, http, parseEther, toHex, verifyMessage, verifyTypedData } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerRpc, type FrameChain, type RpcContext } from './answerRpc'
import type { ApprovalRequest } from './approvalQueue'
import { userRejected } from './approvalQueue'

let anvil: StartAnvilReturnType
let chain: FrameChain
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  chain = { id: 31337, name: 'Latch Devnet', rpcUrl: anvil.url }
}, 60_000)
afterAll(() => anvil?.stop())

const account = privateKeyToAccount(generatePrivateKey())

function context(answer: boolean) {
  const asked: ApprovalRequest[] = []
  const value: RpcContext = {
    account,
    chain,
    approve: async (request) => {
      asked.push(request)
      if (!answer) throw userRejected()
    },
  }
  return { context: value, asked }
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as { rpcCode?: number; message: string },
  )

describe('safe methods are answered without asking', () => {
  it('the account and chain from the frame, reads from the chain', async () => {
    const { context: ctx, asked } = context(true)
    await setBalance(anvil.url, account.address, parseEther('2'))
    expect(await answerRpc(ctx, { method: 'eth_accounts' })).toEqual([account.address])
    expect(await answerRpc(ctx, { method: 'eth_requestAccounts' })).toEqual([account.address])
    expect(await answerRpc(ctx, { method: 'eth_chainId' })).toBe(toHex(31337))
    expect(await answerRpc(ctx, { method: 'eth_getBalance', params: [account.address, 'latest'] })).toBe(
      toHex(parseEther('2')),
    )
    expect(asked).toEqual([])
  })

  it('a listed method the wallet cannot do yet answers 4200', async () => {
    const error = await failure(
      answerRpc(context(true).context, { method: 'wallet_getCallsStatus', params: ['0x01'] }),
    )
    expect(error?.rpcCode).toBe(4200)
  })
})

describe('unsafe methods wait for approval, then sign with the frame’s key', () => {
  it('personal_sign: the person reads the text, and the signature is the account’s', async () => {
    const { context: ctx, asked } = context(true)
    const message = toHex('Sign in to Example')
    const signature = (await answerRpc(ctx, {
      method: 'personal_sign',
      params: [message, account.address],
    })) as `0x${string}`
    expect(asked).toEqual([{ method: 'Sign a message', details: ['Sign in to Example'] }])
    expect(await verifyMessage({ address: account.address, message: 'Sign in to Example', signature })).toBe(
      true,
    )
  })

  it('rejected: 4001 and nothing signed; another address: 4100 without asking', async () => {
    const rejected = context(false)
    const error = await failure(
      answerRpc(rejected.context, { method: 'personal_sign', params: ['0x00', account.address] }),
    )
    expect(error?.rpcCode).toBe(4001)
    const other = context(true)
    const stranger = privateKeyToAccount(DEVNET_PRIVATE_KEYS[1]!).address
    const wrong = await failure(
      answerRpc(other.context, { method: 'personal_sign', params: ['0x00', stranger] }),
    )
    expect(wrong?.rpcCode).toBe(4100)
    expect(other.asked).toEqual([])
  })

  it('eth_signTypedData_v4: the domain and type are shown, and the signature verifies', async () => {
    const { context: ctx, asked } = context(true)
    const typed = {
      domain: { name: 'Latch Test', version: '1', chainId: 31337 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail' as const,
      message: { contents: 'Hello' },
    }
    const signature = (await answerRpc(ctx, {
      method: 'eth_signTypedData_v4',
      params: [account.address, JSON.stringify(typed)],
    })) as `0x${string}`
    expect(asked[0]?.details[0]).toBe('Latch Test: Mail')
    expect(await verifyTypedData({ address: account.address, signature, ...typed })).toBe(true)
  })

  it('eth_sendTransaction: approved, it is signed in the frame and mined on the chain', async () => {
    const { context: ctx, asked } = context(true)
    await setBalance(anvil.url, account.address, parseEther('2'))
    const to = privateKeyToAccount(generatePrivateKey()).address
    const hash = (await answerRpc(ctx, {
      method: 'eth_sendTransaction',
      params: [{ from: account.address, to, value: toHex(parseEther('0.5')) }],
    })) as `0x${string}`
    expect(asked[0]?.details).toContain(`To: ${to}`)
    const client = createPublicClient({ transport: http(anvil.url) })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await client.getBalance({ address: to })).toBe(parseEther('0.5'))
  })
})
