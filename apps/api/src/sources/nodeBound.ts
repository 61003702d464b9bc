import type { PublicClient } from 'viem'
import type { ApiChain } from '../http/types'
import type { PageCursor } from '../paging/pageCursor'

/**
 * `chainBound` for a `node` chain, which keeps no block times: on the cursor's chain, just before its
 * transaction; on another, after the last block of the cursor's time (inclusive for a lower chain id),
 * found by bisecting the node's block timestamps (about 25 header reads on a chain of 20 M blocks).
 * `undefined`: no cursor; `null`: nothing of this chain comes after the cursor.
 *
 * @example
 * const before = await nodeBound(client, chain, cursor) // { block: 918, tx: 0 }
 */
export async function nodeBound(
  client: PublicClient,
  chain: ApiChain,
  cursor: PageCursor | undefined,
): Promise<{ block: number; tx: number } | null | undefined> {
  if (!cursor) return undefined
  if (chain.id === cursor.chainId) return { block: cursor.blockNumber, tx: cursor.index }
  const inclusive = chain.id < cursor.chainId
  const fits = async (block: number) => {
    const time = Number((await client.getBlock({ blockNumber: BigInt(block) })).timestamp) * 1000
    return inclusive ? time <= cursor.blockTime : time < cursor.blockTime
  }
  let low = chain.startBlock ?? 0
  let high = Number(await client.getBlockNumber({ cacheTime: 0 }))
  if (!(await fits(low))) return null
  // The last block that fits, between low (fits) and high.
  while (low < high) {
    const middle = Math.ceil((low + high) / 2)
    if (await fits(middle)) low = middle
    else high = middle - 1
  }
  return { block: low + 1, tx: 0 }
}
