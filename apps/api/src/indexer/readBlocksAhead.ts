import type { PublicClient } from 'viem'
import { readBlock } from './readBlock'
import type { IndexedBlock } from './types'

/** Blocks handed to the writer in order, read up to `readAhead` at a time. */
export interface BlockReader {
  /** The next block in order, or undefined past `last`. Rejects with that block's read error. */
  next(): Promise<IndexedBlock | undefined>
  /** How many blocks after the last one handed out are already read (ready to write at once). */
  ready(): number
  /** Stops reading ahead; reads in flight are dropped, their errors ignored. */
  close(): void
}

/**
 * Reads blocks `from`…`last` of a chain ahead of their writer, at most `readAhead` at a time (reading is
 * most of the indexer's work, and a node serves several reads at once), and hands them out in order.
 *
 * @example
 * const reader = readBlocksAhead(client, { chainId: 31337, from: 12, last: 40, readAhead: 8 })
 * for (let block = await reader.next(); block; block = await reader.next()) await write(block)
 */
export function readBlocksAhead(
  client: PublicClient,
  params: { chainId: number; from: number; last: number; readAhead: number },
): BlockReader {
  const pending: { promise: Promise<IndexedBlock>; settled: boolean }[] = []
  let requested = params.from
  let closed = false
  const fill = () => {
    while (!closed && pending.length < params.readAhead && requested <= params.last) {
      const entry = { promise: readBlock(client, params.chainId, requested), settled: false }
      entry.promise.then(
        () => {
          entry.settled = true
        },
        () => {
          entry.settled = true
        },
      )
      pending.push(entry)
      requested += 1
    }
  }
  fill()
  return {
    async next() {
      const entry = pending.shift()
      if (!entry) return undefined
      try {
        return await entry.promise
      } finally {
        fill()
      }
    },
    ready() {
      let count = 0
      for (const entry of pending) {
        if (!entry.settled) break
        count += 1
      }
      return count
    },
    close() {
      closed = true
      pending.length = 0
    },
  }
}
