import type { PublicClient } from 'viem'
import type { ApiChain } from '../http/types'
import { getChainClient } from './getChainClient'

/**
 * The client of the served chain with this CAIP-2 id (`eip155:31337`), or `undefined` for a chain the
 * service does not serve: what smart-account signatures (ERC-1271, ERC-6492) verify against.
 *
 * @example verifyEip155Signature(signed, chainClientFor(deps.chains, session.chainId))
 */
export function chainClientFor(chains: readonly ApiChain[], caipNetworkId: string): PublicClient | undefined {
  const chain = chains.find((candidate) => `eip155:${candidate.id}` === caipNetworkId)
  return chain && getChainClient(chain)
}
