import { ApiError } from '../http/errors'
import type { BitcoinNode, BitcoinSettings } from '../http/types'

/**
 * The configured Bitcoin node of this CAIP-2 chain, or 400 CHAIN_NOT_SUPPORTED naming the ones served: the
 * answer `findSolanaCluster` gives for an unserved cluster.
 *
 * @example
 * const node = findBitcoinNode(c.var.deps.bitcoin, 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
 */
export function findBitcoinNode(settings: BitcoinSettings | undefined, caipNetworkId: string): BitcoinNode {
  const nodes = settings?.nodes ?? []
  const node = nodes.find((candidate) => candidate.caipNetworkId === caipNetworkId)
  if (node) return node
  const served = nodes.map((candidate) => candidate.caipNetworkId).join(', ') || 'none'
  throw new ApiError('CHAIN_NOT_SUPPORTED', `${caipNetworkId} is not served (served: ${served}).`)
}
