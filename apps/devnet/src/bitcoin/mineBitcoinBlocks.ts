import { createBcoinClient } from './bcoinClient'
import { BITCOIN_MINER_ADDRESS } from './bitcoinMiner'

/** The node a helper talks to: its HTTP API and API key, as `startDevnetBitcoin` returns them. */
export interface BitcoinNodeAccess {
  url: string
  apiKey: string
}

/**
 * Mines `count` blocks on the devnet's regtest node (rewards to the devnet miner), confirming whatever is in
 * the mempool; resolves the new blocks' hashes. Tests call it to confirm a transfer.
 *
 * @example
 * await mineBitcoinBlocks(devnet.bitcoin, 1)
 */
export async function mineBitcoinBlocks(node: BitcoinNodeAccess, count: number): Promise<string[]> {
  if (!Number.isInteger(count) || count < 1)
    throw new RangeError(`count must be a positive integer, not ${count}`)
  return createBcoinClient(node).rpc<string[]>('generatetoaddress', [count, BITCOIN_MINER_ADDRESS])
}
