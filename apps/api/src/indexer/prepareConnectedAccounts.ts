import { and, eq, sql } from 'drizzle-orm'
import type { PublicClient } from 'viem'
import { blockTimes, connectedAccounts } from '../db/schema'
import type { Database } from '../db/types'
import type { ApiChain } from '../http/types'
import { readNodeTransfers } from '../sources/readNodeTransactions'
import { insertTransfers } from './insertTransfers'
import { assertLease } from './leases'
import { recordAccountTokens } from './recordAccountTokens'
import { recordTokens } from './recordTokens'

/**
 * For a `connected` chain, at the start of a pass: adds the addresses that signed in (SIWX sessions of
 * any eip155 chain) to the chain's connected accounts, reads from the node the transfers of each account
 * not yet backfilled, from the start block up to block `next` (the cursor), and writes them with the
 * lease held (leaving out those whose other side was connected before: they are stored already), then
 * answers every connected address: the transfers the pass keeps.
 *
 * @example
 * const watched = await prepareConnectedAccounts(db, client, { chain, holder, next: 1_204 })
 * watched.has('0xf39f…') // true
 */
export async function prepareConnectedAccounts(
  db: Database,
  client: PublicClient,
  params: { chain: ApiChain; holder: string; next: number },
): Promise<Set<string>> {
  const { chain, holder, next } = params
  const chainId = chain.id
  await db.execute(sql`
    insert into connected_accounts (chain_id, address)
    select distinct ${chainId}::integer, decode(substr(lower(address), 3), 'hex') from sessions
    where chain_id like 'eip155:%' and address ~* '^0x[0-9a-f]{40}$'
    on conflict do nothing`)
  const accounts = await db
    .select({ address: connectedAccounts.address, backfilled: connectedAccounts.backfilled })
    .from(connectedAccounts)
    .where(eq(connectedAccounts.chainId, chainId))
  const watched = new Set<string>(accounts.filter((account) => account.backfilled).map((a) => a.address))
  for (const { address } of accounts.filter((account) => !account.backfilled)) {
    const found =
      next > (chain.startBlock ?? 0)
        ? await readNodeTransfers(client, {
            chain,
            address,
            before: { block: next, tx: 0 },
            count: Number.POSITIVE_INFINITY,
          })
        : []
    const kept = found
      .map((tx) => ({
        ...tx,
        transfers: tx.transfers.filter((row) => !watched.has(row.fromAddress) && !watched.has(row.toAddress)),
      }))
      .filter((tx) => tx.transfers.length > 0)
    const transfers = kept.flatMap((tx) => tx.transfers)
    await recordTokens(db, client, chainId, transfers)
    await db.transaction(async (tx) => {
      await assertLease(tx, chainId, holder)
      await insertTransfers(tx, transfers)
      await recordAccountTokens(tx, chainId, transfers)
      const times = new Map(kept.map((found) => [found.block, found.time]))
      if (times.size > 0) {
        await tx
          .insert(blockTimes)
          .values([...times].map(([number, time]) => ({ chainId, number, time })))
          .onConflictDoNothing()
      }
      await tx
        .update(connectedAccounts)
        .set({ backfilled: true })
        .where(and(eq(connectedAccounts.chainId, chainId), eq(connectedAccounts.address, address)))
    })
    watched.add(address)
  }
  return watched
}
