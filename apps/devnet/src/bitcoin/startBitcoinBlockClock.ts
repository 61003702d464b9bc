import { createBcoinClient } from './bcoinClient'
import { type BitcoinNodeAccess, mineBitcoinBlocks } from './mineBitcoinBlocks'

/**
 * Mines a block every `intervalMs` while the node's mempool holds a transaction, as a real chain would
 * confirm it: regtest mines only on demand, so without it a payment made in the demo would stay pending.
 * Tests mine by hand (`mineBitcoinBlocks`) and never start it. Returns a function that stops it.
 *
 * @example
 * const stop = startBitcoinBlockClock(devnet.bitcoin, 5_000)
 */
export function startBitcoinBlockClock(node: BitcoinNodeAccess, intervalMs: number): () => void {
  const client = createBcoinClient(node)
  let busy = false
  const timer = setInterval(async () => {
    if (busy) return
    busy = true
    try {
      const mempool = (await client.get<string[]>('/mempool')) ?? []
      if (mempool.length > 0) await mineBitcoinBlocks(node, 1)
    } catch {
      // the node is stopping, or busy: the next tick tries again
    } finally {
      busy = false
    }
  }, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
