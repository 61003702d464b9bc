import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm'
import { blockTimes, transfers } from '../db/schema'
import type { HexBytes } from '../db/schema/hexBytes'
import type { Database } from '../db/types'

/** A `transfers` row as history reads it. */
export type TransferRow = typeof transfers.$inferSelect

/** One transaction of the account on one chain: its place, its block's time and its rows (log order). */
export interface ChainTransaction {
  chainId: number
  blockNumber: number
  txIndex: number
  time: Date
  rows: TransferRow[]
}

/** Where a row sits in its chain: the keyset history pages on. */
type RowKey = readonly [block: number, tx: number, log: number]

const compareKeys = (a: RowKey, b: RowKey) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]
const keyOf = (row: TransferRow): RowKey => [row.blockNumber, row.txIndex, row.logIndex]

/** Below any log index (user operations count down from -2). */
const BEFORE_ANY_LOG = -(2 ** 31)

/** Rows read per side and round; a round reads more while a transaction's rows keep coming. */
const FIRST_ROUND_ROWS = 64
const MAX_ROUND_ROWS = 4_096

/**
 * Up to `count` of an account's transactions on one chain, newest first, strictly before `before`
 * (block and transaction index; none: from the newest), each with all its rows that involve the account
 * (but the last, which may be cut: it only tells whether more follow). Reads each side's index
 * (address, chain, block) backwards from the bound in rounds until `count` transactions are complete,
 * so a page costs its own rows, never the account's whole history.
 *
 * @example
 * const txs = await readChainTransactions(db, { address: '0xf39f…', chainId: 31337, count: 21 })
 */
export async function readChainTransactions(
  db: Database,
  params: { address: HexBytes; chainId: number; before?: { block: number; tx: number }; count: number },
): Promise<ChainTransaction[]> {
  const { address, chainId, count } = params
  let bound: RowKey | undefined = params.before
    ? [params.before.block, params.before.tx, BEFORE_ANY_LOG]
    : undefined
  let roundRows = Math.max(FIRST_ROUND_ROWS, count * 2)
  const complete: TransferRow[] = []
  const groups = () => new Set(complete.map((row) => `${row.blockNumber}:${row.txIndex}`)).size
  for (;;) {
    const side = (column: typeof transfers.fromAddress | typeof transfers.toAddress) =>
      db
        .select()
        .from(transfers)
        .where(
          and(
            eq(column, address),
            eq(transfers.chainId, chainId),
            bound ? lte(transfers.blockNumber, bound[0]) : undefined,
            bound
              ? sql`(${transfers.blockNumber}, ${transfers.txIndex}, ${transfers.logIndex}) < (${bound[0]}, ${bound[1]}, ${bound[2]})`
              : undefined,
          ),
        )
        .orderBy(desc(transfers.blockNumber), desc(transfers.txIndex), desc(transfers.logIndex))
        .limit(roundRows)
    const sides = await Promise.all([side(transfers.fromAddress), side(transfers.toAddress)])
    // A side that filled its round may have more below its last row: the merged rows are complete
    // only down to the higher of those cut-offs.
    const cutoffs = sides.filter((rows) => rows.length === roundRows).map((rows) => keyOf(rows.at(-1)!))
    const cutoff = cutoffs.sort(compareKeys).at(-1)
    const merged = new Map<string, TransferRow>()
    for (const row of sides.flat()) {
      if (cutoff && compareKeys(keyOf(row), cutoff) < 0) continue
      merged.set(keyOf(row).join(':'), row)
    }
    complete.push(...[...merged.values()].sort((a, b) => compareKeys(keyOf(b), keyOf(a))))
    if (!cutoff || groups() > count) break
    bound = cutoff
    roundRows = Math.min(MAX_ROUND_ROWS, roundRows * 2)
  }

  const byTx: ChainTransaction[] = []
  for (const row of complete) {
    const last = byTx.at(-1)
    if (last && last.blockNumber === row.blockNumber && last.txIndex === row.txIndex) last.rows.push(row)
    else if (byTx.length < count)
      byTx.push({
        chainId,
        blockNumber: row.blockNumber,
        txIndex: row.txIndex,
        time: new Date(0),
        rows: [row],
      })
    else break
  }
  if (byTx.length === 0) return []
  const times = await db
    .select({ number: blockTimes.number, time: blockTimes.time })
    .from(blockTimes)
    .where(
      and(
        eq(blockTimes.chainId, chainId),
        inArray(blockTimes.number, [...new Set(byTx.map((tx) => tx.blockNumber))]),
      ),
    )
  const timeOf = new Map(times.map((row) => [row.number, row.time]))
  for (const tx of byTx) {
    tx.time = timeOf.get(tx.blockNumber) ?? new Date(0)
    tx.rows.sort((a, b) => a.logIndex - b.logIndex)
  }
  return byTx
}
