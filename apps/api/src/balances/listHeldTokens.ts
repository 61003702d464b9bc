import { and, desc, eq, gt } from 'drizzle-orm'
import { accountTokens, tokens } from '../db/schema'
import type { Database } from '../db/types'

/**
 * Most token contracts read per balance request (the price table's included). Anyone can send dust from
 * many contracts, or emit fake `Transfer` logs naming an address, and each would cost a `balanceOf` on
 * every read of its balance; past this many the least likely holdings are left out.
 */
export const MAX_TOKENS_READ = 50

/** A token an account may hold, with what the indexer read from its contract. */
export interface HeldToken {
  /** As given for `extra`; lower-case from the index. */
  address: `0x${string}`
  name: string | null
  symbol: string | null
  decimals: number | null
}

/**
 * The ERC-20 contracts to read for an account's balances on a chain: `extra` contracts first (e.g. the
 * price table's, so a token received after the last indexed block is still read), then those the index
 * saw it send (it chose them: not unsolicited), then the latest it received, at most MAX_TOKENS_READ in
 * all. Tokens of zero decimals (or none read) are left out as low quality (spec §5). Read from the
 * account's token set (`account_tokens`, kept by the indexer), so its cost does not grow with the
 * account's history.
 *
 * @example
 * const held = await listHeldTokens(db, { chainId: 31337, address, extra: [lusdAddress] })
 */
export async function listHeldTokens(
  db: Database,
  params: { chainId: number; address: string; extra?: readonly `0x${string}`[] },
): Promise<HeldToken[]> {
  const { chainId } = params
  const held = new Map<string, HeldToken>()
  for (const extra of params.extra ?? []) {
    if (held.size < MAX_TOKENS_READ && !held.has(extra.toLowerCase())) {
      held.set(extra.toLowerCase(), { address: extra, name: null, symbol: null, decimals: null })
    }
  }
  const rows = await db
    .select({ address: tokens.address, name: tokens.name, symbol: tokens.symbol, decimals: tokens.decimals })
    .from(accountTokens)
    .innerJoin(
      tokens,
      and(eq(tokens.chainId, accountTokens.chainId), eq(tokens.address, accountTokens.token)),
    )
    .where(
      and(
        eq(accountTokens.chainId, chainId),
        eq(accountTokens.account, params.address.toLowerCase() as `0x${string}`),
        gt(tokens.decimals, 0),
      ),
    )
    .orderBy(desc(accountTokens.sent), desc(accountTokens.lastBlock))
    .limit(MAX_TOKENS_READ + held.size)
  for (const row of rows) {
    if (held.size >= MAX_TOKENS_READ) break
    const key = row.address.toLowerCase()
    // A priced token the index knows keeps its place and gains its indexed metadata.
    held.set(key, held.has(key) ? { ...row, address: held.get(key)?.address ?? row.address } : row)
  }
  return [...held.values()]
}
