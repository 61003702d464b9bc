import { and, desc, eq, gt, sql } from 'drizzle-orm'
import { unionAll } from 'drizzle-orm/pg-core'
import { tokens, transfers } from '../db/schema'
import type { Database } from '../db/types'

/**
 * Most token contracts read per balance request (the price table's included). Anyone can send dust from
 * many contracts, or emit fake `Transfer` logs naming an address, and each would cost a `balanceOf` on
 * every read of its balance; past this many the least likely holdings are left out.
 */
export const MAX_TOKENS_READ = 50

/** A token an account may hold, with what the indexer read from its contract. */
export interface HeldToken {
  address: string
  name: string | null
  symbol: string | null
  decimals: number | null
}

/**
 * The ERC-20 contracts to read for an account's balances on a chain: `extra` contracts first (e.g. the
 * price table's, so a token received after the last indexed block is still read), then those the index
 * saw it send (it chose them: not unsolicited), then the latest it received, at most MAX_TOKENS_READ in
 * all. Tokens of zero decimals (or none read) are left out as low quality (spec §5).
 *
 * @example
 * const held = await listHeldTokens(db, { chainId: 31337, address, extra: [lusdAddress] })
 */
export async function listHeldTokens(
  db: Database,
  params: { chainId: number; address: string; extra?: readonly string[] },
): Promise<HeldToken[]> {
  const { chainId, address } = params
  const held = new Map<string, HeldToken>()
  for (const extra of params.extra ?? []) {
    if (held.size < MAX_TOKENS_READ && !held.has(extra.toLowerCase())) {
      held.set(extra.toLowerCase(), { address: extra, name: null, symbol: null, decimals: null })
    }
  }
  // One side per index (transfers_from_idx, transfers_to_idx), rather than an OR the planner may scan.
  const side = (column: typeof transfers.fromAddress | typeof transfers.toAddress, sent: boolean) =>
    db
      .select({
        token: transfers.token,
        blockTime: transfers.blockTime,
        sent: sql<boolean>`${sql.raw(String(sent))}`.as('sent'),
      })
      .from(transfers)
      .where(and(eq(column, address), eq(transfers.chainId, chainId), eq(transfers.standard, 'erc20')))
  const touched = unionAll(side(transfers.fromAddress, true), side(transfers.toAddress, false)).as('touched')
  const sent = sql<boolean>`bool_or(${touched.sent})`
  const latest = sql`max(${touched.blockTime})`
  const rows = await db
    .select({ address: tokens.address, name: tokens.name, symbol: tokens.symbol, decimals: tokens.decimals })
    .from(touched)
    .innerJoin(tokens, and(eq(tokens.chainId, chainId), eq(tokens.address, touched.token)))
    .where(gt(tokens.decimals, 0))
    .groupBy(tokens.address, tokens.name, tokens.symbol, tokens.decimals)
    .orderBy(desc(sent), desc(latest))
    .limit(MAX_TOKENS_READ + held.size)
  for (const row of rows) {
    if (held.size >= MAX_TOKENS_READ) break
    const key = row.address.toLowerCase()
    // A priced token the index knows keeps its place and gains its indexed metadata.
    held.set(key, held.has(key) ? { ...row, address: held.get(key)?.address ?? row.address } : row)
  }
  return [...held.values()]
}
