import { ApiError } from '../http/errors'
import type { ApiChain } from '../http/types'

/**
 * The configured chain with this id, or 400 CHAIN_NOT_SUPPORTED naming the ones the service serves.
 *
 * @example
 * const chain = findChain(c.var.deps.chains, 31337)
 */
export function findChain(chains: readonly ApiChain[], chainId: number | undefined): ApiChain {
  const chain = chains.find((candidate) => candidate.id === chainId)
  if (chain) return chain
  const served = chains.map((candidate) => `eip155:${candidate.id}`).join(', ') || 'none'
  throw new ApiError(
    'CHAIN_NOT_SUPPORTED',
    `${chainId === undefined ? 'That chain' : `eip155:${chainId}`} is not served (served: ${served}).`,
  )
}
