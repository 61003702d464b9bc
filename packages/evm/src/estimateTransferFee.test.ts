// estimateTransferFee through the adapter, over a real anvil chain's RPC with the devnet's fixture ERC-20.
import {
  InvalidInputError,
  LatchError,
  type Network,
  UnknownRpcError,
  UnsupportedChainError,
} from '@latch/core'
import { DEVNET_ADDRESSES } from '@latch/devnet'
import { type Address, createPublicClient, encodeFunctionData, erc20Abi, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEvmAdapter } from './createEvmAdapter'
import { deployTestToken } from './test-support/deployTestToken'
import { startAnvilNetwork } from './test-support/startAnvilNetwork'

const ME = DEVNET_ADDRESSES[0]
const OTHER = DEVNET_ADDRESSES[1]
/** Holds ETH but no LUSD. */
const STRANGER = DEVNET_ADDRESSES[5]

let anvil: Awaited<ReturnType<typeof startAnvilNetwork>>['anvil']
let network: Network
let lusd: Address

beforeAll(async () => {
  ;({ anvil, network } = await startAnvilNetwork())
  lusd = await deployTestToken(anvil.url, { holders: [ME], amount: 1_000_000_000n, decimals: 6 })
})
afterAll(async () => {
  await anvil?.stop()
})

const chain = () => createPublicClient({ transport: http(anvil.url) })

describe('estimateTransferFee', () => {
  // A fresh adapter, never set up nor connected: the estimate goes over the network's RPC, not a wallet.
  const adapter = createEvmAdapter({ target: new EventTarget() })

  it("native: anvil's gas estimate for the same call times its gas price, above zero", async () => {
    const fee = await adapter.estimateTransferFee!({
      address: ME,
      to: OTHER,
      amount: parseEther('1'),
      network,
    })
    const [gas, gasPrice] = await Promise.all([
      chain().estimateGas({ account: ME, to: OTHER, value: parseEther('1'), data: '0x' }),
      chain().getGasPrice(),
    ])
    expect(gas).toBe(21_000n)
    expect(fee).toBe(gas * gasPrice)
    expect(fee).toBeGreaterThan(0n)
  })

  it("ERC-20: anvil's gas estimate for transfer(to, amount) on the token times its gas price", async () => {
    const amount = 3_000_000n
    const fee = await adapter.estimateTransferFee!({ address: ME, to: OTHER, amount, token: lusd, network })
    const [gas, gasPrice] = await Promise.all([
      chain().estimateGas({
        account: ME,
        to: lusd,
        value: 0n,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [OTHER, amount] }),
      }),
      chain().getGasPrice(),
    ])
    expect(gas).toBeGreaterThan(21_000n)
    expect(fee).toBe(gas * gasPrice)
  })

  it("a transfer that would revert (LUSD the sender does not hold): a typed error with the node's message, no URL", async () => {
    const error = await adapter.estimateTransferFee!({
      address: STRANGER,
      to: OTHER,
      amount: 1n,
      token: lusd,
      network,
    }).catch((e: unknown) => e)
    // anvil answers JSON-RPC code 3 (execution reverted), which the catalogue has no class for
    expect(error).toBeInstanceOf(UnknownRpcError)
    expect(error).toMatchObject({ code: 'UNKNOWN_RPC_ERROR', rpcCode: 3 })
    const { details, message } = error as LatchError
    expect(details).toMatch(/^Estimating the transfer fee on eip155:31337 failed: execution reverted/)
    expect(message).not.toContain(anvil.url)
  })

  it('the RPC unreachable: UnknownRpcError, its details without the URL', async () => {
    const down: Network = { ...network, rpcUrl: 'http://127.0.0.1:9/rpc?key=secret' }
    const error = await adapter.estimateTransferFee!({
      address: ME,
      to: OTHER,
      amount: 1n,
      network: down,
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UnknownRpcError)
    expect(error).toMatchObject({ code: 'UNKNOWN_RPC_ERROR', rpcCode: undefined })
    expect((error as LatchError).details).toMatch(/^Estimating the transfer fee on eip155:31337 failed: /)
    expect((error as LatchError).message).not.toContain('secret')
  })

  it.each([
    ['a receiver that is not an address', { to: 'nope' }, 'to'],
    ['a sender that is not an address', { address: '' }, 'address'],
    ['a token that is not an address', { token: '0x12' }, 'token'],
    ['a negative amount', { amount: -5n }, 'amount'],
  ])('%s: InvalidInputError before the RPC is asked', async (_, change, field) => {
    // an unreachable RPC: had it been asked, the error would be UnknownRpcError after the transport's retries
    const down: Network = { ...network, rpcUrl: 'http://127.0.0.1:9' }
    const error = await adapter.estimateTransferFee!({
      address: ME,
      to: OTHER,
      amount: 1n,
      network: down,
      ...change,
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidInputError)
    expect(error).toMatchObject({ field })
    expect(error).toBeInstanceOf(LatchError)
  })

  it("a network outside eip155: 'Unsupported chain' before the RPC is asked", async () => {
    const solana: Network = {
      ...network,
      id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      chainNamespace: 'solana',
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      rpcUrl: 'http://127.0.0.1:9',
    }
    const error = await adapter.estimateTransferFee!({
      address: ME,
      to: OTHER,
      amount: 1n,
      network: solana,
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UnsupportedChainError)
    expect(error).toMatchObject({ code: 'UNSUPPORTED_CHAIN', shortMessage: 'Unsupported chain' })
  })
})
