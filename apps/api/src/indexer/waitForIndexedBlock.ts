import type { Database } from '../db/types'
import { readCursor } from './readCursor'

/**
 * Resolves once the indexer has recorded block `blockNumber` of a chain (its cursor is past it); rejects
 * after `timeoutMs`. For tests and scripts that must not race the indexer.
 *
 * @example
 * const receipt = await wallet.waitForTransactionReceipt({ hash })
 * await waitForIndexedBlock(db, 31337, Number(receipt.blockNumber))
 */
export async function waitForIndexedBlock(
  db: Database,
  chainId: number,
  blockNumber: number,
  { timeoutMs = 10_000, intervalMs = 20 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const next = await readCursor(db, chainId)
    if (next !== undefined && next > blockNumber) return
    if (Date.now() > deadline) {
      throw new Error(
        `chain ${chainId}: block ${blockNumber} not indexed within ${timeoutMs} ms (cursor at ${next ?? 'none'})`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}
