import type { PublicClient } from 'viem'
import type { Database } from '../db/types'
import type { ApiChain } from '../http/types'
import { findCommonAncestor } from './findCommonAncestor'
import { acquireLease } from './leases'
import { prepareConnectedAccounts } from './prepareConnectedAccounts'
import { readBlocksAhead } from './readBlocksAhead'
import { readCursor, readLastBlock } from './readCursor'
import { recordTokens } from './recordTokens'
import { rollbackChain } from './rollbackChain'
import { DEFAULT_CONFIRMATIONS, INDEXER_DEFAULTS, type IndexedBlock } from './types'
import { writeBlocks } from './writeBlocks'

/** Reorgs one pass follows before it yields. */
const MAX_REORGS_PER_PASS = 3

/** Most blocks, and most transfers (unless one block alone has more), written in one transaction. */
const MAX_BATCH_BLOCKS = 50
const MAX_BATCH_TRANSFERS = 20_000

export interface SyncChainParameters {
  db: Database
  client: PublicClient
  chain: ApiChain
  holder: string
  leaseMs?: number
  blocksPerPass?: number
  reorgWindow?: number
  /** Blocks read ahead of the writer at once (default 8). */
  readAhead?: number
  /** Checked between blocks: a pass ends early once it returns true. */
  stopped?: () => boolean
  log?: (line: string) => void
}

export interface SyncChainReturnType {
  /** `standby`: another instance holds the chain's lease. */
  status: 'standby' | 'synced' | 'behind'
  /** Blocks recorded in this pass. */
  indexed: number
  /** Blocks undone by reorgs in this pass. */
  rolledBack: number
  /** The next block to index after the pass. */
  nextBlock: number
}

/**
 * One indexing pass over a chain: takes (or renews) the chain's lease, checks that the last indexed block
 * is still on the chain (rolling back to the common ancestor when it is not: a reorg or a reverted
 * snapshot), then records the blocks that have `confirmations` blocks on top, up to `blocksPerPass`.
 * Blocks are read `readAhead` at a time ahead of the writer, each checked against its parent's hash, and
 * written several to a transaction whenever the writer has caught up with the reads. Safe to run from
 * several instances at once: only the lease holder writes.
 *
 * @example
 * const result = await syncChain({ db, client: getChainClient(chain), chain, holder: 'test' })
 * // { status: 'synced', indexed: 4, rolledBack: 0, nextBlock: 5 }
 */
export async function syncChain(params: SyncChainParameters): Promise<SyncChainReturnType> {
  const { db, client, chain, holder } = params
  const leaseMs = params.leaseMs ?? INDEXER_DEFAULTS.leaseMs
  const blocksPerPass = params.blocksPerPass ?? INDEXER_DEFAULTS.blocksPerPass
  const reorgWindow = params.reorgWindow ?? INDEXER_DEFAULTS.reorgWindow
  const readAhead = params.readAhead ?? INDEXER_DEFAULTS.readAhead
  const confirmations = chain.confirmations ?? DEFAULT_CONFIRMATIONS
  const startBlock = chain.startBlock ?? 0
  const chainId = chain.id
  const result: SyncChainReturnType = { status: 'synced', indexed: 0, rolledBack: 0, nextBlock: startBlock }

  if (!(await acquireLease(db, { chainId, holder, leaseMs }))) {
    result.status = 'standby'
    result.nextBlock = (await readCursor(db, chainId)) ?? startBlock
    return result
  }

  let next = (await readCursor(db, chainId)) ?? startBlock
  let head = Number(await client.getBlockNumber({ cacheTime: 0 }))

  const rollBack = async (from: number, reason: string) => {
    const ancestor = (await findCommonAncestor(db, client, { chainId, from, head })) ?? startBlock - 1
    await rollbackChain(db, { chainId, holder, ancestor, startBlock })
    const resumeAt = Math.max(ancestor + 1, startBlock)
    result.rolledBack += next - resumeAt
    params.log?.(
      ancestor < startBlock
        ? `[indexer] chain ${chainId}: ${reason}, and no indexed block is left on it (a chain restarted from genesis?); re-indexing from ${resumeAt}`
        : `[indexer] chain ${chainId}: ${reason}; rolled back to block ${ancestor}, re-indexing from ${resumeAt}`,
    )
    next = resumeAt
  }

  // The tip check: the chain may have dropped or replaced the last indexed block (a reverted snapshot
  // makes the chain shorter, so no new block would ever reveal it through its parent hash).
  const last = await readLastBlock(db, chainId)
  if (last) {
    const onChain =
      last.number <= head ? await client.getBlock({ blockNumber: BigInt(last.number) }) : undefined
    if (!onChain || onChain.hash !== last.hash) {
      await rollBack(last.number, `block ${last.number} is no longer on the chain`)
    }
  }

  // A `connected` chain keeps only the transfers of the addresses the services have seen (each one's
  // earlier transfers read from the node first).
  const watched =
    chain.source === 'connected'
      ? await prepareConnectedAccounts(db, client, { chain, holder, next })
      : undefined
  const keep = (block: IndexedBlock): IndexedBlock =>
    watched
      ? {
          header: block.header,
          transfers: block.transfers.filter(
            (row) => watched.has(row.fromAddress) || watched.has(row.toAddress),
          ),
        }
      : block

  const parentOf = async () => (next > startBlock ? (await readLastBlock(db, chainId))?.hash : undefined)
  let parentHash = await parentOf()
  // Token contracts known to be stored, for this pass (a restart from genesis deletes them).
  const knownTokens = new Set<string>()
  let reorgs = 0
  // A chain that keeps reorganising under the pass ends it; the next pass starts over from the tip check.
  while (result.indexed < blocksPerPass && reorgs < MAX_REORGS_PER_PASS && !params.stopped?.()) {
    if (next > head - confirmations) {
      head = Number(await client.getBlockNumber({ cacheTime: 0 }))
      if (next > head - confirmations) break
    }
    const until = Math.min(head - confirmations, next + blocksPerPass - result.indexed - 1)
    const reader = readBlocksAhead(client, { chainId, from: next, last: until, readAhead })
    let batch: IndexedBlock[] = []
    let batchTransfers = 0
    const flush = async () => {
      const written = batch.map(keep)
      if (written.length === 0) return
      batch = []
      batchTransfers = 0
      const transfers = written.flatMap((block) => block.transfers)
      await recordTokens(db, client, chainId, transfers, knownTokens)
      await writeBlocks(db, { chainId, holder, blocks: written, reorgWindow })
      next += written.length
      result.indexed += written.length
      parentHash = written.at(-1)?.header.hash
    }
    try {
      for (let number = next; number <= until && !params.stopped?.(); number += 1) {
        const block = await reader.next()
        if (!block) break
        const expected = batch.at(-1)?.header.hash ?? parentHash
        if (expected !== undefined && block.header.parentHash !== expected) {
          // Blocks read before the chain moved are dropped unwritten; the rollback finds where it forked.
          batch = []
          reorgs += 1
          knownTokens.clear()
          await rollBack(next - 1, `block ${number}'s parent is not the indexed block ${number - 1}`)
          parentHash = await parentOf()
          break
        }
        batch.push(block)
        batchTransfers += block.transfers.length
        // Write once the reads have nothing more ready (the writer would only wait), or the batch is full.
        if (reader.ready() === 0 || batch.length >= MAX_BATCH_BLOCKS || batchTransfers >= MAX_BATCH_TRANSFERS)
          await flush()
      }
      await flush()
    } finally {
      reader.close()
    }
  }
  result.nextBlock = next
  result.status = next > head - confirmations ? 'synced' : 'behind'
  return result
}
