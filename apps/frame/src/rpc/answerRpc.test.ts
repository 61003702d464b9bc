import { DEVNET_PRIVATE_KEYS, type StartAnvilReturnType, setBalance, startAnvil } from '@latch/devnet'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { createPublicClient, http, parseEther, toHex, verifyMessage, verifyTypedData } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solanaKeyFrom } from '../keys/solanaKeyFrom'
import { answerRpc, type FrameChain } from './answerRpc'
import { failure, rpcTestContext } from './test-support/rpcTestContext'

let anvil: StartAnvilReturnType
let chain: FrameChain
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  chain = { id: 31337, name: 'Latch Devnet', rpcUrl: anvil.url }
}, 60_000)
afterAll(() => anvil?.stop())

const account = privateKeyToAccount(generatePrivateKey())

const context = (answer: boolean) => rpcTestContext({ account, chain }, answer)

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
      answerRpc(context(true).context, { method: 'wallet_grantPermissions', params: [] }),
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
    expect(asked).toEqual([{ title: 'Sign a message', details: ['Sign in to Example'] }])
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

describe('wallet_sendCalls (EIP-5792): one approval for the batch, then each call; the status read back from the chain', () => {
  it('two transfers, approved once: both mined, status 200 with both receipts; capabilities say not atomic', async () => {
    const { context: ctx, asked } = context(true)
    await setBalance(anvil.url, account.address, parseEther('5'))
    const first = privateKeyToAccount(generatePrivateKey()).address
    const second = privateKeyToAccount(generatePrivateKey()).address
    const { id } = (await answerRpc(ctx, {
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: toHex(31337),
          from: account.address,
          calls: [
            { to: first, value: toHex(parseEther('1')) },
            { to: second, value: toHex(parseEther('0.5')) },
          ],
        },
      ],
    })) as { id: string }
    expect(asked).toHaveLength(1)
    expect(asked[0]?.title).toBe('Send 2 transactions')
    expect(asked[0]?.details).toContain('   Value: 0.5 ETH')
    // the page picks the chain, so the batch says which network it goes to
    expect(asked[0]?.details.at(-1)).toBe('Network: Latch Devnet')
    const status = (await answerRpc(ctx, { method: 'wallet_getCallsStatus', params: [id] })) as {
      status: number
      atomic: boolean
      receipts: { status: string }[]
    }
    expect(status).toMatchObject({ status: 200, atomic: false, chainId: toHex(31337) })
    expect(status.receipts.map((receipt) => receipt.status)).toEqual(['0x1', '0x1'])
    const client = createPublicClient({ transport: http(anvil.url) })
    expect(await client.getBalance({ address: first })).toBe(parseEther('1'))
    expect(await client.getBalance({ address: second })).toBe(parseEther('0.5'))
    expect(await answerRpc(ctx, { method: 'wallet_getCapabilities' })).toEqual({
      [toHex(31337)]: { atomic: { status: 'unsupported' }, assetDiscovery: { supported: true } },
    })
  })

  it('rejected: 4001 and nothing sent; another chain is 4100; bad calls and a bad id are -32602, all before asking', async () => {
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const batch = (extra: Record<string, unknown>) => [
      { version: '2.0.0', from: account.address, calls: [{ to: receiver, value: '0x1' }], ...extra },
    ]
    const rejected = await failure(
      answerRpc(context(false).context, { method: 'wallet_sendCalls', params: batch({}) }),
    )
    expect(rejected?.rpcCode).toBe(4001)
    expect(await createPublicClient({ transport: http(anvil.url) }).getBalance({ address: receiver })).toBe(
      0n,
    )
    const { context: ctx, asked } = context(true)
    expect(
      (await failure(answerRpc(ctx, { method: 'wallet_sendCalls', params: batch({ chainId: '0x1' }) })))
        ?.rpcCode,
    ).toBe(4100)
    expect(
      (await failure(answerRpc(ctx, { method: 'wallet_sendCalls', params: batch({ calls: [] }) })))?.rpcCode,
    ).toBe(-32602)
    expect(
      (
        await failure(
          answerRpc(ctx, { method: 'wallet_sendCalls', params: batch({ calls: [{ to: 'nobody' }] }) }),
        )
      )?.rpcCode,
    ).toBe(-32602)
    expect(
      (await failure(answerRpc(ctx, { method: 'wallet_getCallsStatus', params: ['0x01'] })))?.rpcCode,
    ).toBe(-32602)
    expect(asked).toEqual([])
  })
})

describe('Solana methods are handed to answerSolanaRpc, with the same wallet’s Solana account', () => {
  it('solana_signMessage is signed by the Solana account; a method it cannot do answers 4200', async () => {
    const solana = solanaKeyFrom(generatePrivateKey())
    const { context: ctx, asked } = rpcTestContext({ account, chain, solana }, true)
    const message = new TextEncoder().encode('Hello Solana')
    const { signature } = (await answerRpc(ctx, {
      method: 'solana_signMessage',
      params: { message: base58.encode(message), pubkey: solana.address },
    })) as { signature: string }
    expect(asked).toEqual([{ title: 'Sign a message', details: ['Hello Solana'] }])
    expect(ed25519.verify(base58.decode(signature), message, base58.decode(solana.address))).toBe(true)
    const error = await failure(
      answerRpc(ctx, { method: 'solana_signAndSendTransaction', params: { transaction: '' } }),
    )
    expect(error?.rpcCode).toBe(4200)
  })
})
