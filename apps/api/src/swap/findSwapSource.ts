import type { PublicClient } from 'viem'
import { getChainClient } from '../chain/getChainClient'
import { ApiError } from '../http/errors'
import type { ApiChain, AppDeps } from '../http/types'
import { createUniswapV2Source } from './createUniswapV2Source'
import { requireSwapNetwork } from './swapNetworks'
import type { SwapQuoteSource } from './types'

/**
 * The client of a swap network the service reaches, else 503 SWAP_SOURCE_UNAVAILABLE (e.g. chain 1 on a
 * devnet-only operator); a chain that is no swap network is the spec's 400 first.
 *
 * @example
 * const { client } = findSwapClient(deps, 31337, 'gasPrice')
 */
export function findSwapClient(
  deps: Pick<AppDeps, 'chains' | 'swap'>,
  chainId: number | undefined,
  what: 'swap' | 'gasPrice',
): { chain: ApiChain; client: PublicClient } {
  const id = requireSwapNetwork(deps.swap, chainId, what)
  const chain = deps.chains.find((candidate) => candidate.id === id)
  if (!chain) throw new ApiError('SWAP_SOURCE_UNAVAILABLE', `No swap source for eip155:${id}`)
  return { chain, client: getChainClient(chain) }
}

/** A swap network's chain, its client and its quote source. */
export interface SwapMarket {
  chain: ApiChain
  client: PublicClient
  source: SwapQuoteSource
}

/**
 * The quote source of a swap network: the market the operator configured on it (`AppDeps.swap`), read
 * through the chain's client; 400 SWAP_NETWORK_NOT_SUPPORTED or 503 SWAP_SOURCE_UNAVAILABLE otherwise.
 *
 * @example
 * const { source, client } = findSwapSource(deps, 31337)
 */
export function findSwapSource(
  deps: Pick<AppDeps, 'chains' | 'swap'>,
  chainId: number | undefined,
): SwapMarket {
  const { chain, client } = findSwapClient(deps, chainId, 'swap')
  const settings = deps.swap?.chains.find((candidate) => candidate.chainId === chain.id)
  if (!settings) throw new ApiError('SWAP_SOURCE_UNAVAILABLE', `No swap source for eip155:${chain.id}`)
  return { chain, client, source: createUniswapV2Source({ ...settings, client }) }
}
