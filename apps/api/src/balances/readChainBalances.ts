import { type Address, erc20Abi, getAddress, type PublicClient } from 'viem'

export interface ChainBalances {
  blockNumber: number
  native: bigint
  /** By token address as given; a token whose `balanceOf` failed is absent. */
  tokens: Map<string, bigint>
}

/**
 * Reads an account's native balance and its `balanceOf` on each token at one block (the latest), in
 * one JSON-RPC batch.
 *
 * @example
 * const { native, tokens } = await readChainBalances(client, { address, tokens: [lusd] })
 */
export async function readChainBalances(
  client: PublicClient,
  params: { address: Address; tokens: readonly string[] },
): Promise<ChainBalances> {
  const blockNumber = await client.getBlockNumber({ cacheTime: 0 })
  const [native, ...amounts] = await Promise.all([
    client.getBalance({ address: params.address, blockNumber }),
    ...params.tokens.map((token) =>
      client
        .readContract({
          address: getAddress(token),
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [params.address],
          blockNumber,
        })
        .catch(() => undefined),
    ),
  ])
  const tokens = new Map<string, bigint>()
  params.tokens.forEach((token, index) => {
    const amount = amounts[index]
    if (amount !== undefined) tokens.set(token, amount)
  })
  return { blockNumber: Number(blockNumber), native: native ?? 0n, tokens }
}
