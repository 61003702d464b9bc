import { type Address, type ContractFunctionParameters, getAddress, type PublicClient, parseAbi } from 'viem'
import type { ChainBalances } from '../balances/readChainBalances'

/** Multicall3's address on nearly every EVM chain (its presigned deployment; the devnet puts it there). */
export const MULTICALL3_ADDRESS: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'

// One ABI for every call of the batch (Multicall3's own reads and ERC-20's balanceOf), so viem types it.
const CALLS_ABI = parseAbi([
  'function getEthBalance(address addr) view returns (uint256 balance)',
  'function getBlockNumber() view returns (uint256 blockNumber)',
  'function balanceOf(address account) view returns (uint256)',
])

/**
 * Reads an account's native balance, its `balanceOf` on each token and the block they are read at in
 * one `eth_call` to Multicall3 (at its canonical address, where nearly every chain has it): what a
 * `node` chain answers balances with. A token whose `balanceOf` fails is absent.
 *
 * @example
 * const { native, tokens, blockNumber } = await readMulticallBalances(client, { address, tokens: [lusd] })
 */
export async function readMulticallBalances(
  client: PublicClient,
  params: { address: Address; tokens: readonly string[] },
): Promise<ChainBalances> {
  const calls: ContractFunctionParameters<typeof CALLS_ABI, 'view'>[] = [
    { address: MULTICALL3_ADDRESS, abi: CALLS_ABI, functionName: 'getBlockNumber' },
    { address: MULTICALL3_ADDRESS, abi: CALLS_ABI, functionName: 'getEthBalance', args: [params.address] },
    ...params.tokens.map((token) => ({
      address: getAddress(token),
      abi: CALLS_ABI,
      functionName: 'balanceOf' as const,
      args: [params.address] as const,
    })),
  ]
  const [block, native, ...amounts] = await client.multicall({
    multicallAddress: MULTICALL3_ADDRESS,
    // One call whatever the number of tokens (viem splits batches past a size; the token list is short).
    batchSize: 0,
    contracts: calls,
  })
  if (block?.status !== 'success' || native?.status !== 'success') {
    throw new Error('Multicall3 did not answer the block number and native balance')
  }
  const tokens = new Map<string, bigint>()
  params.tokens.forEach((token, index) => {
    const amount = amounts[index]
    if (amount?.status === 'success' && typeof amount.result === 'bigint') tokens.set(token, amount.result)
  })
  return { blockNumber: Number(block.result), native: BigInt(native.result as bigint), tokens }
}
