import type { AppDeps } from '../http/types'
import { tokenIconUrl } from '../tokens/tokenIconUrl'
import type { DescribeSwapTokensParameters } from './describeSwapTokens'
import { findSwapSource, type SwapMarket } from './findSwapSource'

/** A swap market with what naming its tokens needs (the token knowledge, the project's icon URLs). */
export type SwapContext = SwapMarket & Omit<DescribeSwapTokensParameters, 'addresses' | 'chain' | 'client'>

/**
 * The swap market of a chain (`findSwapSource`, with its errors) and the service's token knowledge, for
 * one project's call.
 *
 * @example
 * const context = findSwapContext(c.var.deps, c.var.project.id, 31337)
 */
export function findSwapContext(deps: AppDeps, projectId: string, chainId: number | undefined): SwapContext {
  return {
    ...findSwapSource(deps, chainId),
    db: deps.db,
    ...(deps.prices ? { prices: deps.prices } : {}),
    iconUrl: tokenIconUrl(deps.publicUrl, projectId),
  }
}
