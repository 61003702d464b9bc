import { and, eq, sql } from 'drizzle-orm'
import { union } from 'drizzle-orm/pg-core'
import { tokens, transfers } from '../db/schema'
import type { Database } from '../db/types'

/** A token an account may hold, with what the indexer read from its contract. */
export interface HeldToken {
  address: string
  name: string | null
  symbol: string | null
  decimals: number | null
}

/**
 * The ERC-20 contracts an account has sent or received on a chain, per the indexed transfers, with their
 * indexed metadata; plus `extra` contracts (e.g. the price table's), so a token received after the last
 * indexed block is still read.
 *
 * @example
 * const held = await listHeldTokens(db, { chainId: 31337, address, extra: [lusdAddress] })
 */
export async function listHeldTokens(
  db: Database,
  params: { chainId: number; address: string; extra?: readonly string[] },
): Promise<HeldToken[]> {
  const { chainId, address } = params
  // One side per index (transfers_from_idx, transfers_to_idx), rather than an OR the planner may scan.
  const side = (column: typeof transfers.fromAddress | typeof transfers.toAddress) =>
    db
      .select({ token: transfers.token })
      .from(transfers)
      .where(and(eq(column, address), eq(transfers.chainId, chainId), eq(transfers.standard, 'erc20')))
  const touched = union(side(transfers.fromAddress), side(transfers.toAddress))
  const rows = await db
    .select({ address: tokens.address, name: tokens.name, symbol: tokens.symbol, decimals: tokens.decimals })
    .from(tokens)
    .where(and(eq(tokens.chainId, chainId), sql`${tokens.address} in ${touched}`))
  const held = new Map(rows.map((row) => [row.address, row]))
  for (const extra of params.extra ?? []) {
    if (![...held.keys()].some((key) => key.toLowerCase() === extra.toLowerCase())) {
      held.set(extra, { address: extra, name: null, symbol: null, decimals: null })
    }
  }
  return [...held.values()]
}
