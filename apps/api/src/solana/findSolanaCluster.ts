import { ApiError } from '../http/errors'
import type { SolanaCluster, SolanaSettings } from '../http/types'

/**
 * The configured Solana cluster with this CAIP-2 id, or 400 CHAIN_NOT_SUPPORTED naming the ones the
 * service serves: the answer `findChain` gives for an unserved eip155 chain.
 *
 * @example
 * const cluster = findSolanaCluster(c.var.deps.solana, 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
 */
export function findSolanaCluster(
  settings: SolanaSettings | undefined,
  caipNetworkId: string,
): SolanaCluster {
  const clusters = settings?.clusters ?? []
  const cluster = clusters.find((candidate) => candidate.caipNetworkId === caipNetworkId)
  if (cluster) return cluster
  const served = clusters.map((candidate) => candidate.caipNetworkId).join(', ') || 'none'
  throw new ApiError('CHAIN_NOT_SUPPORTED', `${caipNetworkId} is not served (served: ${served}).`)
}
