import { and, eq, inArray } from 'drizzle-orm'
import type { Hex, PublicClient } from 'viem'
import { tokens } from '../db/schema'
import type { Database } from '../db/types'
import { readTokenMetadata } from './readTokenMetadata'
import type { IndexedTransfer } from './types'

/**
 * Reads and stores the name, symbol and decimals of each token contract among `transfers` that the
 * tokens table does not know yet (once per contract and chain, before its transfers are written; the
 * new ones' reads go out together). `known` remembers, for one pass, the contracts already stored, so a
 * busy token costs no query per block.
 *
 * @example
 * await recordTokens(db, client, 31337, transfers, new Set())
 */
export async function recordTokens(
  db: Database,
  client: PublicClient,
  chainId: number,
  transfers: readonly IndexedTransfer[],
  known: Set<string> = new Set(),
): Promise<void> {
  const seen = new Map<Hex, 'erc20' | 'erc721'>()
  for (const transfer of transfers) {
    if (transfer.token && transfer.standard !== 'native' && !known.has(transfer.token))
      seen.set(transfer.token, transfer.standard)
  }
  if (seen.size === 0) return
  const stored = await db
    .select({ address: tokens.address })
    .from(tokens)
    .where(and(eq(tokens.chainId, chainId), inArray(tokens.address, [...seen.keys()])))
  for (const { address } of stored) {
    seen.delete(address)
    known.add(address)
  }
  const read = await Promise.all(
    [...seen].map(async ([address, standard]) => ({
      chainId,
      address,
      standard,
      ...(await readTokenMetadata(client, address, standard)),
    })),
  )
  if (read.length > 0) await db.insert(tokens).values(read).onConflictDoNothing()
  for (const { address } of read) known.add(address)
}
