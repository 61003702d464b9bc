// The adapter's signing and sending members against the real dev wallet on a real anvil chain,
// the wallet wrapped where a test needs it to answer the way a broken wallet would.
import {
  type ChainAdapter,
  ConnectorNotFoundError,
  InvalidParamsRpcError,
  type Network,
  SendTransactionError,
  SignMessageError,
  TransactionReceiptError,
  UnsupportedMethodError,
} from '@latch/core'
import { DEVNET_ADDRESSES, DEVNET_PRIVATE_KEYS } from '@latch/devnet'
import { announceDevWallet, createDevWallet, DEV_WALLET_RDNS, type DevWallet } from '@latch/devnet/wallet'
import { createPublicClient, http } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createEvmAdapter } from './createEvmAdapter'
import { createRpcClient } from './createRpcClient'
import { startAnvilNetwork } from './test-support/startAnvilNetwork'
import { waitForReceipt } from './waitForReceipt'

const ME = DEVNET_ADDRESSES[0]
const OTHER = DEVNET_ADDRESSES[1]

let anvil: Awaited<ReturnType<typeof startAnvilNetwork>>['anvil']
let network: Network
const cleanups: (() => void)[] = []

beforeAll(async () => {
  ;({ anvil, network } = await startAnvilNetwork())
})
afterAll(async () => {
  await anvil?.stop()
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/** The dev wallet, with `method` answered by `answer` instead (what a broken wallet would say). */
function answering(wallet: DevWallet, method: string, answer: unknown): DevWallet {
  return new Proxy(wallet, {
    get(target, key, receiver) {
      if (key !== 'request') return Reflect.get(target, key, receiver)
      return (args: { method: string; params?: unknown }) =>
        args.method === method ? Promise.resolve(answer) : target.request(args as never)
    },
  })
}

/** A set-up adapter connected to `wallet`. */
async function connected(wallet: DevWallet): Promise<ChainAdapter> {
  const target = new EventTarget()
  cleanups.push(announceDevWallet(wallet, target))
  const adapter = createEvmAdapter({ target })
  const events = { accountsChanged: vi.fn(), chainChanged: vi.fn(), disconnect: vi.fn() }
  cleanups.push(adapter.setup({ networks: [network], onConnectors: vi.fn(), events }))
  await adapter.connect({ connectorId: DEV_WALLET_RDNS, network })
  return adapter
}

function devWallet(chains = [{ id: 31337, name: 'Latch Devnet', rpcUrl: '' }]): DevWallet {
  return createDevWallet({
    chains: chains.map((chain) => ({ ...chain, rpcUrl: chain.rpcUrl || anvil.url })),
    privateKey: DEVNET_PRIVATE_KEYS[0],
    approve: async () => true,
  })
}

const connectorId = DEV_WALLET_RDNS

describe('createEvmAdapter: malformed wallet answers', () => {
  it.each([
    ['a short hex string', '0x1234'],
    ['null', null],
    ['an object', { signature: `0x${'ab'.repeat(65)}` }],
  ])('personal_sign answering %s: SignMessageError naming the answer', async (_, answer) => {
    const adapter = await connected(answering(devWallet(), 'personal_sign', answer))
    const error = await adapter.signMessage!({ connectorId, address: ME, message: 'hi' }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(SignMessageError)
    expect(error).toMatchObject({
      details: expect.stringContaining('not a signature (64 or more bytes of hex)'),
    })
  })

  it('eth_signTypedData_v4 answering a hash: SignMessageError', async () => {
    const adapter = await connected(answering(devWallet(), 'eth_signTypedData_v4', `0x${'ab'.repeat(32)}`))
    const typedData = {
      types: { Ping: [{ name: 'n', type: 'uint8' }] },
      primaryType: 'Ping',
      message: { n: 1 },
    }
    await expect(adapter.signTypedData!({ connectorId, address: ME, typedData })).rejects.toBeInstanceOf(
      SignMessageError,
    )
  })

  it('eth_sendTransaction answering a signature: SendTransactionError', async () => {
    const adapter = await connected(answering(devWallet(), 'eth_sendTransaction', `0x${'ab'.repeat(65)}`))
    const error = await adapter.sendTransaction!({
      connectorId,
      address: ME,
      to: OTHER,
      value: 1n,
      network,
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SendTransactionError)
    expect(error).toMatchObject({ details: expect.stringContaining('not a 32-byte hash') })
  })
})

describe('createEvmAdapter: sending on the right chain', () => {
  it("includes the network's chain id, so a wallet on another chain refuses and nothing is sent", async () => {
    const wallet = devWallet([
      { id: 31337, name: 'Latch Devnet', rpcUrl: '' },
      { id: 31338, name: 'Latch Devnet B', rpcUrl: '' },
    ])
    const adapter = await connected(wallet)
    wallet.switchChain(31338)
    const client = createPublicClient({ transport: http(anvil.url) })
    const nonce = await client.getTransactionCount({ address: ME })
    await expect(
      adapter.sendTransaction!({ connectorId, address: ME, to: OTHER, value: 1n, network }),
    ).rejects.toBeInstanceOf(InvalidParamsRpcError)
    expect(await client.getTransactionCount({ address: ME })).toBe(nonce)
  })

  it('an unknown connector: ConnectorNotFoundError', async () => {
    const adapter = await connected(devWallet())
    await expect(
      adapter.signMessage!({ connectorId: 'nope', address: ME, message: 'hi' }),
    ).rejects.toBeInstanceOf(ConnectorNotFoundError)
  })
})

describe('createEvmAdapter: waitForTransactionReceipt', () => {
  it('a hash that is not 32 bytes: TransactionReceiptError without asking the node', async () => {
    const adapter = await connected(devWallet())
    const error = await adapter.waitForTransactionReceipt!({ hash: '0x1234', network }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(TransactionReceiptError)
    expect(error).toMatchObject({ details: '0x1234 is not a 32-byte transaction hash.' })
  })
})

describe('createEvmAdapter: waitForTransactionReceipt on a real node', () => {
  it('a hash the node does not know: polls until its time limit, then TransactionReceiptError', async () => {
    const client = createRpcClient(anvil.url)
    const hash = `0x${'12'.repeat(32)}`
    const started = Date.now()
    const error = await waitForReceipt(client, { hash, network, timeoutMs: 300, pollMs: 50 }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(TransactionReceiptError)
    expect(error).toMatchObject({ details: `${hash} was not mined on eip155:31337 within 0.3 s.` })
    expect(Date.now() - started).toBeGreaterThanOrEqual(200)
  })
})

describe('createEvmAdapter: batches of calls (EIP-5792)', () => {
  const call = { to: OTHER, value: 1n }

  it('a wallet without wallet_getCapabilities (the dev wallet, 4200) has none, and its sendCalls is UnsupportedMethodError', async () => {
    const adapter = await connected(devWallet())
    expect(await adapter.getCapabilities!({ connectorId, address: ME, network })).toEqual({
      atomic: 'unsupported',
      paymasterService: false,
      all: {},
    })
    await expect(
      adapter.sendCalls!({ connectorId, address: ME, network, calls: [call], atomicRequired: true }),
    ).rejects.toBeInstanceOf(UnsupportedMethodError)
  })

  it('a wallet that is a smart account: its capabilities for the chain, the batch id it answers (v2 { id } or v1 string), and its status', async () => {
    const capabilities = {
      '0x7a69': { atomic: { status: 'supported' }, paymasterService: { supported: true } },
    }
    const smart = answering(devWallet(), 'wallet_getCapabilities', capabilities)
    const adapter = await connected(smart)
    expect(await adapter.getCapabilities!({ connectorId, address: ME, network })).toMatchObject({
      atomic: 'supported',
      paymasterService: true,
    })
    const v2 = await connected(answering(devWallet(), 'wallet_sendCalls', { id: '0xb1' }))
    expect(
      await v2.sendCalls!({ connectorId, address: ME, network, calls: [call], atomicRequired: true }),
    ).toBe('0xb1')
    const v1 = await connected(answering(devWallet(), 'wallet_sendCalls', '0xb2'))
    expect(
      await v1.sendCalls!({ connectorId, address: ME, network, calls: [call], atomicRequired: false }),
    ).toBe('0xb2')
    const transactionHash = `0x${'ab'.repeat(32)}`
    const status = await connected(
      answering(devWallet(), 'wallet_getCallsStatus', {
        version: '2.0.0',
        status: 200,
        atomic: true,
        receipts: [{ transactionHash, status: '0x1' }],
      }),
    )
    expect(await status.getCallsStatus!({ connectorId, id: '0xb1' })).toEqual({
      status: 'confirmed',
      statusCode: 200,
      atomic: true,
      receipts: [{ transactionHash, status: 'success' }],
    })
  })

  it('refuses a call to a non-address before asking, and names an answer without a batch id or status', async () => {
    const adapter = await connected(answering(devWallet(), 'wallet_sendCalls', { nope: true }))
    await expect(
      adapter.sendCalls!({
        connectorId,
        address: ME,
        network,
        calls: [{ to: '0x12' }],
        atomicRequired: true,
      }),
    ).rejects.toMatchObject({ field: 'calls', details: 'calls: call 1: `to` must be an EVM address' })
    await expect(
      adapter.sendCalls!({ connectorId, address: ME, network, calls: [call], atomicRequired: true }),
    ).rejects.toMatchObject({ details: expect.stringContaining('{"nope":true}, not a batch id') })
    const status = await connected(answering(devWallet(), 'wallet_getCallsStatus', { status: 'done' }))
    await expect(status.getCallsStatus!({ connectorId, id: '0xb1' })).rejects.toMatchObject({
      details: expect.stringContaining('not a batch status'),
    })
  })
})
