import { and, eq, inArray } from 'drizzle-orm'
import type { Hex, PublicClient } from 'viem'
import type { HeldToken } from '../balances/listHeldTokens'
import { tokens } from '../db/schema'
import type { Database } from '../db/types'
import { readTokenMetadata } from '../indexer/readTokenMetadata'

/**
 * The tokens a `node` chain reads balances of (the price table's, then the chain's `tokens`), with their
 * name, symbol and decimals: from the tokens table, or read from each contract once and stored there.
 *
 * @example
 * const held = await listNodeTokens(db, client, { chainId: 1, addresses: [usdc] })
 */
export async function listNodeTokens(
  db: Database,
  client: PublicClient,
  params: { chainId: number; addresses: readonly Hex[] },
): Promise<HeldToken[]> {
  const { chainId } = params
  if (params.addresses.length === 0) return []
  const lower = params.addresses.map((address) => address.toLowerCase() as Hex)
  const stored = await db
    .select({ address: tokens.address, name: tokens.name, symbol: tokens.symbol, decimals: tokens.decimals })
    .from(tokens)
    .where(and(eq(tokens.chainId, chainId), inArray(tokens.address, lower)))
  const known = new Map(stored.map((row) => [row.address, row]))
  const missing = lower.filter((address) => !known.has(address))
  const read = await Promise.all(
    missing.map(async (address) => ({
      chainId,
      address,
      standard: 'erc20' as const,
      ...(await readTokenMetadata(client, address, 'erc20')),
    })),
  )
  if (read.length > 0) await db.insert(tokens).values(read).onConflictDoNothing()
  for (const { address, name, symbol, decimals } of read)
    known.set(address, { address, name, symbol, decimals })
  return params.addresses.map((address, index) => ({ ...known.get(lower[index]!)!, address }))
}
