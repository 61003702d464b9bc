import { sql } from 'drizzle-orm'
import type { Database } from '../db/types'
import type { IndexedTransfer } from './types'

/**
 * Adds the ERC-20 contracts these transfers moved to each side's token set (`account_tokens`): the
 * sender's marked `sent`, each pair's last block moved up. One statement for the whole batch, in the
 * transaction that writes the transfers, so the sets never disagree with them.
 *
 * @example
 * await recordAccountTokens(tx, 31337, block.transfers)
 */
export async function recordAccountTokens(
  db: Database,
  chainId: number,
  rows: readonly IndexedTransfer[],
): Promise<void> {
  const pairs = new Map<string, { account: string; token: string; sent: boolean; lastBlock: number }>()
  const touch = (account: string, token: string, sent: boolean, block: number) => {
    const key = `${account}${token}`
    const pair = pairs.get(key)
    if (!pair) pairs.set(key, { account, token, sent, lastBlock: block })
    else {
      pair.sent ||= sent
      pair.lastBlock = Math.max(pair.lastBlock, block)
    }
  }
  for (const row of rows) {
    if (row.standard !== 'erc20' || row.token === null) continue
    touch(row.fromAddress, row.token, true, row.blockNumber)
    touch(row.toAddress, row.token, false, row.blockNumber)
  }
  if (pairs.size === 0) return
  const list = [...pairs.values()]
  const accounts = sql.param(list.map((pair) => pair.account.slice(2)))
  const tokens = sql.param(list.map((pair) => pair.token.slice(2)))
  const sent = sql.param(list.map((pair) => pair.sent))
  const lastBlocks = sql.param(list.map((pair) => pair.lastBlock))
  await db.execute(sql`
    insert into account_tokens (last_block, chain_id, sent, account, token)
    select last_block, ${chainId}, sent, decode(account, 'hex'), decode(token, 'hex')
    from unnest(${lastBlocks}::bigint[], ${sent}::boolean[], ${accounts}::text[], ${tokens}::text[])
      as pairs(last_block, sent, account, token)
    on conflict (chain_id, account, token) do update set
      sent = account_tokens.sent or excluded.sent,
      last_block = greatest(account_tokens.last_block, excluded.last_block)`)
}
