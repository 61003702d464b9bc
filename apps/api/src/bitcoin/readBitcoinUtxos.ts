import type { BitcoinNode } from '../http/types'
import type { ParsedBitcoinAddress } from './parseBitcoinAddress'
import { requestBitcoinNode } from './requestBitcoinNode'

/** Blocks a coinbase output waits before it can be spent (consensus). */
const COINBASE_MATURITY = 100

/** A coin (UTXO) as bcoin's `/coin/address/:address` answers it. */
interface BcoinCoin {
  hash: string
  index: number
  value: number
  script: string
  height: number
  coinbase: boolean
}

/** An unspent output of an address, as `GET /v1/bitcoin/{chainId}/utxos/{address}` answers it. */
export interface BitcoinUtxo {
  txid: string
  vout: number
  /** Satoshis, as a decimal string. */
  value: string
  /** Hex output script (what a PSBT's `witnessUtxo` needs). */
  script: string
  /** The block it was mined in; `null` while in the mempool. */
  height: number | null
}

/**
 * The address's spendable coins on the node (its address index), mempool ones included, coinbase outputs
 * still maturing left out, ordered by txid and output index so answers are stable.
 *
 * @example
 * const utxos = await readBitcoinUtxos(node, parseBitcoinAddress(address, node.network)!)
 */
export async function readBitcoinUtxos(
  node: BitcoinNode,
  address: ParsedBitcoinAddress,
): Promise<BitcoinUtxo[]> {
  const [coins, info] = await Promise.all([
    requestBitcoinNode<BcoinCoin[]>(node, `/coin/address/${address.nodeAddress}`),
    requestBitcoinNode<{ chain: { height: number } }>(node, '/'),
  ])
  const tip = info?.chain.height ?? 0
  return (coins ?? [])
    .filter((coin) => !coin.coinbase || (coin.height >= 0 && tip - coin.height + 1 > COINBASE_MATURITY))
    .map((coin) => ({
      txid: coin.hash,
      vout: coin.index,
      value: String(coin.value),
      script: coin.script,
      height: coin.height >= 0 ? coin.height : null,
    }))
    .sort((a, b) => a.txid.localeCompare(b.txid) || a.vout - b.vout)
}
