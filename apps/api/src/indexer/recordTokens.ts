import { and, eq, inArray } from 'drizzle-orm'
import { type Address, getAddress, type PublicClient } from 'viem'
import { tokens } from '../db/schema'
import type { Database } from '../db/types'
import { readTokenMetadata } from './readTokenMetadata'
import type { NewTransfer } from './types'

/**
 * Reads and stores the name, symbol and decimals of each token contract among `transfers` that the
 * tokens table does not know yet (once per contract and chain, before its transfers are written).
 *
 * @example
 * await recordTokens(db, client, 31337, transfers)
 */
export async function recordTokens(
  db: Database,
  client: PublicClient,
  chainId: number,
  transfers: readonly NewTransfer[],
): Promise<void> {
  const seen = new Map<string, 'erc20' | 'erc721'>()
  for (const transfer of transfers) {
    if (transfer.token && transfer.standard !== 'native')
      seen.set(transfer.token, transfer.standard ?? 'erc20')
  }
  if (seen.size === 0) return
  const known = await db
    .select({ address: tokens.address })
    .from(tokens)
    .where(and(eq(tokens.chainId, chainId), inArray(tokens.address, [...seen.keys()])))
  for (const { address } of known) seen.delete(address)
  for (const [address, standard] of seen) {
    const metadata = await readTokenMetadata(client, getAddress(address) as Address, standard)
    await db
      .insert(tokens)
      .values({ chainId, address, standard, ...metadata })
      .onConflictDoNothing()
  }
}
