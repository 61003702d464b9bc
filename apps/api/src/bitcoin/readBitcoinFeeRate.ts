import type { BitcoinNode } from '../http/types'
import { requestBitcoinNode } from './requestBitcoinNode'

/** The relay minimum of Bitcoin Core and bcoin: 1 sat/vB. */
export const DEFAULT_BITCOIN_FEE_RATE_FLOOR = 1

/** The blocks the estimate aims to confirm within. */
const TARGET_BLOCKS = 2

/** A fee rate as `GET /v1/bitcoin/{chainId}/fee-rate` answers it. */
export interface BitcoinFeeRate {
  /** Satoshis per virtual byte, never below the floor. */
  satPerVbyte: number
  /** Whether the node's estimate was used or the floor (a quiet chain has no estimate). */
  source: 'estimate' | 'floor'
}

/**
 * The node's fee estimate for confirmation within two blocks (bcoin answers sat/kvB; 0 without data), in
 * sat/vB rounded up, raised to `floor`.
 *
 * @example
 * await readBitcoinFeeRate(node, 1) // { satPerVbyte: 1, source: 'floor' }
 */
export async function readBitcoinFeeRate(node: BitcoinNode, floor: number): Promise<BitcoinFeeRate> {
  const answer = await requestBitcoinNode<{ rate: number }>(node, `/fee?blocks=${TARGET_BLOCKS}`)
  const estimate = Math.ceil((answer?.rate ?? 0) / 1000)
  return estimate > floor
    ? { satPerVbyte: estimate, source: 'estimate' }
    : { satPerVbyte: floor, source: 'floor' }
}
