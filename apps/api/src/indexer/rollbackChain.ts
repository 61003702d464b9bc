import { and, eq, gt, sql } from 'drizzle-orm'
import {
  accountTokens,
  balanceReads,
  blockTimes,
  indexedBlocks,
  indexerCursors,
  tokens,
  transfers,
} from '../db/schema'
import type { Database } from '../db/types'
import { assertLease } from './leases'

/**
 * Recomputes the token-set rows of `pairs` (account and token, hex without 0x) from the transfers that
 * remain: `sent` and the last block from the newest remaining transfer on each side (one index probe
 * each), and the row deleted when none remains.
 */
async function recomputeAccountTokens(
  db: Database,
  chainId: number,
  pairs: readonly { account: string; token: string }[],
): Promise<void> {
  if (pairs.length === 0) return
  const accounts = sql.param(pairs.map((pair) => pair.account))
  const tokenList = sql.param(pairs.map((pair) => pair.token))
  const recomputed = sql`(
    select pairs.account, pairs.token,
      (select max(block_number) from transfers where from_address = pairs.account and chain_id = ${chainId}
        and token = pairs.token and standard = 1) as sent_last,
      (select max(block_number) from transfers where to_address = pairs.account and chain_id = ${chainId}
        and token = pairs.token and standard = 1) as received_last
    from (select decode(account, 'hex') as account, decode(token, 'hex') as token
      from unnest(${accounts}::text[], ${tokenList}::text[]) as given(account, token)) as pairs)`
  await db.execute(sql`
    delete from account_tokens using ${recomputed} as recomputed
    where account_tokens.chain_id = ${chainId} and account_tokens.account = recomputed.account
      and account_tokens.token = recomputed.token
      and recomputed.sent_last is null and recomputed.received_last is null`)
  await db.execute(sql`
    update account_tokens set sent = recomputed.sent_last is not null,
      last_block = greatest(recomputed.sent_last, recomputed.received_last)
    from ${recomputed} as recomputed
    where account_tokens.chain_id = ${chainId} and account_tokens.account = recomputed.account
      and account_tokens.token = recomputed.token`)
}

/**
 * Undoes everything indexed above block `ancestor` on a chain (the orphaned side of a reorg) and points
 * the cursor at the block after it: its transfers, their block times, and the token sets of the accounts
 * they touched (recomputed from what remains); balances read from the chain are dropped too. With
 * `ancestor` below the start block (no common block in the window, e.g. a devnet restarted from
 * genesis), the chain's tokens and token sets go as well and indexing starts over.
 *
 * @example
 * await rollbackChain(db, { chainId: 31337, holder, ancestor: 41, startBlock: 0 })
 */
export async function rollbackChain(
  db: Database,
  params: { chainId: number; holder: string; ancestor: number; startBlock: number },
): Promise<void> {
  const { chainId, ancestor } = params
  const restart = ancestor < params.startBlock
  const nextBlock = restart ? params.startBlock : ancestor + 1
  await db.transaction(async (tx) => {
    await assertLease(tx, chainId, params.holder)
    if (restart) {
      await tx.delete(transfers).where(eq(transfers.chainId, chainId))
      await tx.delete(accountTokens).where(eq(accountTokens.chainId, chainId))
      await tx.delete(tokens).where(eq(tokens.chainId, chainId))
    } else {
      const undone = await tx
        .delete(transfers)
        .where(and(eq(transfers.chainId, chainId), gt(transfers.blockNumber, ancestor)))
        .returning({
          standard: transfers.standard,
          token: transfers.token,
          fromAddress: transfers.fromAddress,
          toAddress: transfers.toAddress,
        })
      const pairs = new Map<string, { account: string; token: string }>()
      for (const row of undone) {
        if (row.standard !== 'erc20' || !row.token) continue
        for (const account of [row.fromAddress, row.toAddress]) {
          pairs.set(`${account}${row.token}`, { account: account.slice(2), token: row.token.slice(2) })
        }
      }
      await recomputeAccountTokens(tx, chainId, [...pairs.values()])
    }
    await tx.delete(blockTimes).where(and(eq(blockTimes.chainId, chainId), gt(blockTimes.number, ancestor)))
    await tx
      .delete(indexedBlocks)
      .where(and(eq(indexedBlocks.chainId, chainId), gt(indexedBlocks.number, ancestor)))
    await tx.delete(balanceReads).where(eq(balanceReads.chainId, chainId))
    await tx
      .insert(indexerCursors)
      .values({ chainId, nextBlock })
      .onConflictDoUpdate({ target: indexerCursors.chainId, set: { nextBlock, updatedAt: sql`now()` } })
  })
}
