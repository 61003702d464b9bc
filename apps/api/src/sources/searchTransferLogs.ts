import { type Hex, numberToHex, type PublicClient, pad } from 'viem'
import { TRANSFER_TOPIC } from '../indexer/extractTransfers'
import type { Position } from './searchOwnTransactions'

/** A transaction found through a `Transfer` log naming the address. */
export interface LoggedTransaction {
  hash: Hex
  block: number
  index: number
}

/** Blocks the first `eth_getLogs` window spans; each next one twice the last, up to the cap. */
const FIRST_WINDOW = 2_048
const MAX_WINDOW = 262_144

interface RawLogPosition {
  transactionHash: Hex
  blockNumber: Hex
  transactionIndex: Hex
}

/**
 * The transactions with a `Transfer` log naming the address as sender or recipient (ERC-20 and ERC-721
 * alike; the Otterscan search leaves out tokens an address only received), strictly before `before`,
 * newest first, read with `eth_getLogs` in windows going back from there: until `count` transactions are
 * found or the windows reach `downTo`. `reached`: the lowest block read.
 *
 * @example
 * const { found } = await searchTransferLogs(client, { address, head: 1_204, downTo: 0, count: 21 })
 */
export async function searchTransferLogs(
  client: PublicClient,
  params: { address: Hex; head: number; before?: Position; downTo: number; count: number },
): Promise<{ found: LoggedTransaction[]; reached: number }> {
  const topic = pad(params.address.toLowerCase() as Hex)
  const found = new Map<Hex, LoggedTransaction>()
  let high = params.before ? params.before[0] : params.head
  let window = FIRST_WINDOW
  let reached = high + 1
  while (high >= params.downTo && found.size < params.count) {
    const low = Math.max(params.downTo, high - window + 1)
    const range = { fromBlock: numberToHex(low), toBlock: numberToHex(high) }
    const sides = await Promise.all(
      [
        [TRANSFER_TOPIC, topic],
        [TRANSFER_TOPIC, null, topic],
      ].map(
        (topics) =>
          client.request({ method: 'eth_getLogs', params: [{ ...range, topics }] } as never) as Promise<
            RawLogPosition[]
          >,
      ),
    )
    for (const log of sides.flat()) {
      const block = Number(log.blockNumber)
      const index = Number(log.transactionIndex)
      const before = params.before
      if (before && block === before[0] && index >= before[1]) continue
      found.set(log.transactionHash, { hash: log.transactionHash, block, index })
    }
    reached = low
    high = low - 1
    window = Math.min(MAX_WINDOW, window * 2)
  }
  return {
    found: [...found.values()].sort((a, b) => b.block - a.block || b.index - a.index),
    reached,
  }
}
