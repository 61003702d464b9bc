import { and, eq, sql } from 'drizzle-orm'
import type { Address } from 'viem'
import { getChainClient } from '../chain/getChainClient'
import { balanceReads } from '../db/schema'
import type { Database } from '../db/types'
import { ApiError } from '../http/errors'
import type { ApiChain } from '../http/types'
import { readChainBalances } from './readChainBalances'

/** The key of the native currency in `balance_reads`. */
export const NATIVE_KEY = 'native'

export interface ReadBalanceAmountsParameters {
  chain: ApiChain
  address: Address
  /** Token contracts to read besides the native currency. */
  tokens: readonly string[]
  /** Reuse a stored read younger than this, in ms. */
  maxAgeMs: number
  /** Read the chain whatever the stored reads' age. */
  forceUpdate: boolean
  now: number
}

/**
 * The account's amounts (base units) by token address and `native`: from the reads stored in Postgres
 * when all are younger than `maxAgeMs`, else read from the chain at once and stored for every instance.
 * When the chain cannot be read, older stored reads answer; with none, 503 SERVICE_UNAVAILABLE.
 *
 * @example
 * const amounts = await readBalanceAmounts(db, { chain, address, tokens: [lusd], maxAgeMs: 10_000, forceUpdate: false, now: Date.now() })
 * amounts.get('native') // 10000000000000000000000n
 */
export async function readBalanceAmounts(
  db: Database,
  params: ReadBalanceAmountsParameters,
): Promise<Map<string, bigint>> {
  const { chain, address, now } = params
  const where = and(eq(balanceReads.chainId, chain.id), eq(balanceReads.account, address))
  const stored = await db
    .select({ token: balanceReads.token, amount: balanceReads.amount, readAt: balanceReads.readAt })
    .from(balanceReads)
    .where(where)
  const byToken = new Map(stored.map((row) => [row.token, row]))
  const wanted = [NATIVE_KEY, ...params.tokens]
  const fresh = wanted.every((token) => {
    const row = byToken.get(token)
    return row !== undefined && now - row.readAt.getTime() < params.maxAgeMs
  })
  if (fresh && !params.forceUpdate) {
    return new Map(wanted.map((token) => [token, BigInt(byToken.get(token)!.amount)]))
  }

  let read: Awaited<ReturnType<typeof readChainBalances>>
  try {
    read = await readChainBalances(getChainClient(chain), { address, tokens: params.tokens })
  } catch (error) {
    if (stored.length === 0) {
      throw new ApiError(
        'SERVICE_UNAVAILABLE',
        `Chain eip155:${chain.id} cannot be read right now: ${(error as Error).message.split('\n')[0]}`,
      )
    }
    return new Map(stored.map((row) => [row.token, BigInt(row.amount)]))
  }
  const amounts = new Map<string, bigint>([[NATIVE_KEY, read.native], ...read.tokens])
  const readAt = new Date(now)
  await db
    .insert(balanceReads)
    .values(
      [...amounts].map(([token, amount]) => ({
        chainId: chain.id,
        account: address,
        token,
        amount: amount.toString(),
        blockNumber: read.blockNumber,
        readAt,
      })),
    )
    .onConflictDoUpdate({
      target: [balanceReads.chainId, balanceReads.account, balanceReads.token],
      set: {
        amount: sql`excluded.amount`,
        blockNumber: sql`excluded.block_number`,
        readAt: sql`excluded.read_at`,
      },
      // Two instances reading at once: the read of the later block stays.
      setWhere: sql`${balanceReads.blockNumber} <= excluded.block_number`,
    })
  return amounts
}
