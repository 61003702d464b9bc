// The adapter's sendTransfer against the real dev wallet on a real anvil chain,
// with the devnet's fixture ERC-20 deployed on it.
import {
  type ChainAdapter,
  InvalidInputError,
  type Network,
  UnsupportedChainError,
  UserRejectedRequestError,
} from '@latch/core'
import { DEVNET_ADDRESSES, DEVNET_PRIVATE_KEYS } from '@latch/devnet'
import { announceDevWallet, createDevWallet, DEV_WALLET_RDNS } from '@latch/devnet/wallet'
import {
  type Address,
  createPublicClient,
  decodeFunctionData,
  encodeFunctionData,
  erc20Abi,
  type Hash,
  http,
  parseEther,
} from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createEvmAdapter } from './createEvmAdapter'
import { deployTestToken } from './test-support/deployTestToken'
import { startAnvilNetwork } from './test-support/startAnvilNetwork'

const ME = DEVNET_ADDRESSES[0]
const OTHER = DEVNET_ADDRESSES[1]
const connectorId = DEV_WALLET_RDNS

let anvil: Awaited<ReturnType<typeof startAnvilNetwork>>['anvil']
let network: Network
let lusd: Address
const cleanups: (() => void)[] = []

beforeAll(async () => {
  ;({ anvil, network } = await startAnvilNetwork())
  lusd = await deployTestToken(anvil.url, { holders: [ME], amount: 1_000_000_000n, decimals: 6 })
})
afterAll(async () => {
  await anvil?.stop()
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

const chain = () => createPublicClient({ transport: http(anvil.url) })
const lusdOf = (address: Address) =>
  chain().readContract({ address: lusd, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

/** A set-up adapter connected to the dev wallet of ME; `prompts` lists what the wallet asked. */
async function connected() {
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
  const target = new EventTarget()
  cleanups.push(announceDevWallet(wallet, target))
  const adapter: ChainAdapter = createEvmAdapter({ target })
  const events = { accountsChanged: vi.fn(), chainChanged: vi.fn(), disconnect: vi.fn() }
  cleanups.push(adapter.setup({ networks: [network], onConnectors: vi.fn(), events }))
  await adapter.connect({ connectorId, network })
  prompts.length = 0
  return {
    adapter,
    prompts,
    reject: () => {
      answer = false
    },
  }
}

async function mined(adapter: ChainAdapter, hash: string) {
  const receipt = await adapter.waitForTransactionReceipt!({ hash, network })
  expect(receipt.status).toBe('success')
  const minedReceipt = await chain().getTransactionReceipt({ hash: hash as Hash })
  return {
    transaction: await chain().getTransaction({ hash: hash as Hash }),
    fee: minedReceipt.gasUsed * minedReceipt.effectiveGasPrice,
  }
}

describe('sendTransfer', () => {
  it('native: the wallet sends (to, value, data 0x) and the value moves between the accounts', async () => {
    const { adapter, prompts } = await connected()
    const [meBefore, otherBefore] = await Promise.all([
      chain().getBalance({ address: ME }),
      chain().getBalance({ address: OTHER }),
    ])
    const hash = await adapter.sendTransfer!({
      connectorId,
      address: ME,
      to: OTHER,
      amount: parseEther('1.5'),
      network,
    })
    expect(prompts).toEqual([`transaction: Send 1.5 ETH to ${OTHER}`])
    const { transaction, fee } = await mined(adapter, hash)
    expect(transaction).toMatchObject({
      from: ME.toLowerCase(),
      to: OTHER.toLowerCase(),
      value: parseEther('1.5'),
      input: '0x',
    })
    expect(await chain().getBalance({ address: OTHER })).toBe(otherBefore + parseEther('1.5'))
    expect(await chain().getBalance({ address: ME })).toBe(meBefore - parseEther('1.5') - fee)
  })

  it('ERC-20: a call to the token with calldata exactly transfer(to, amount); the tokens move', async () => {
    const { adapter, prompts } = await connected()
    const [meBefore, otherBefore, meEthBefore] = await Promise.all([
      lusdOf(ME),
      lusdOf(OTHER),
      chain().getBalance({ address: ME }),
    ])
    const amount = 12_500_000n // 12.5 LUSD (6 decimals)
    const hash = await adapter.sendTransfer!({
      connectorId,
      address: ME,
      to: OTHER,
      amount,
      token: lusd,
      network,
    })
    expect(prompts).toHaveLength(1)
    const { transaction, fee } = await mined(adapter, hash)
    expect(transaction).toMatchObject({ to: lusd.toLowerCase(), value: 0n })
    expect(decodeFunctionData({ abi: erc20Abi, data: transaction.input })).toEqual({
      functionName: 'transfer',
      args: [OTHER, amount],
    })
    expect(transaction.input).toBe(
      encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [OTHER, amount] }),
    )
    expect(await lusdOf(OTHER)).toBe(otherBefore + amount)
    expect(await lusdOf(ME)).toBe(meBefore - amount)
    // only the fee leaves in ETH
    expect(await chain().getBalance({ address: ME })).toBe(meEthBefore - fee)
  })

  it('a receiver written without 0x (spec §5) gets the transfer', async () => {
    const { adapter } = await connected()
    const otherBefore = await lusdOf(OTHER)
    const hash = await adapter.sendTransfer!({
      connectorId,
      address: ME,
      to: OTHER.slice(2),
      amount: 1n,
      token: lusd,
      network,
    })
    await mined(adapter, hash)
    expect(await lusdOf(OTHER)).toBe(otherBefore + 1n)
  })

  it('rejected in the wallet: UserRejectedRequestError (4001), nothing sent, balances unchanged', async () => {
    const { adapter, prompts, reject } = await connected()
    reject()
    const [nonce, meBefore, lusdBefore] = await Promise.all([
      chain().getTransactionCount({ address: ME }),
      chain().getBalance({ address: ME }),
      lusdOf(ME),
    ])
    for (const token of [undefined, lusd]) {
      const error = await adapter.sendTransfer!({
        connectorId,
        address: ME,
        to: OTHER,
        amount: 5n,
        token,
        network,
      }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(UserRejectedRequestError)
      expect(error).toMatchObject({
        code: 'USER_REJECTED',
        rpcCode: 4001,
        shortMessage: 'User rejected the request',
      })
    }
    expect(prompts).toHaveLength(2)
    expect(await chain().getTransactionCount({ address: ME })).toBe(nonce)
    expect(await chain().getBalance({ address: ME })).toBe(meBefore)
    expect(await lusdOf(ME)).toBe(lusdBefore)
  })

  it.each([
    ['a receiver that is not an address', { to: 'alice.eth' }, 'to'],
    ['a token that is not an address', { token: 'LUSD' }, 'token'],
    ['a negative amount', { amount: -1n }, 'amount'],
    ['an amount above uint256', { amount: 2n ** 256n }, 'amount'],
  ])('%s: InvalidInputError without asking the wallet', async (_, change, field) => {
    const { adapter, prompts } = await connected()
    const nonce = await chain().getTransactionCount({ address: ME })
    const error = await adapter.sendTransfer!({
      connectorId,
      address: ME,
      to: OTHER,
      amount: 1n,
      network,
      ...change,
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidInputError)
    expect(error).toMatchObject({ code: 'INVALID_INPUT', field })
    expect(prompts).toEqual([])
    expect(await chain().getTransactionCount({ address: ME })).toBe(nonce)
  })

  it("a network outside eip155: 'Unsupported chain' without asking the wallet", async () => {
    const { adapter, prompts } = await connected()
    const solana: Network = {
      ...network,
      id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      chainNamespace: 'solana',
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    }
    const error = await adapter.sendTransfer!({
      connectorId,
      address: ME,
      to: OTHER,
      amount: 1n,
      network: solana,
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UnsupportedChainError)
    expect(error).toMatchObject({ shortMessage: 'Unsupported chain' })
    expect(prompts).toEqual([])
  })
})
