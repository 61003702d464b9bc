import { ApiError } from '../http/errors'
import type { SwapAccount } from './swapSchemas'

/**
 * The chain of `userAddress`, once every other CAIP-10 field is on it; else 400 with `code`
 * (INVALID_QUERY or INVALID_BODY) naming the first field that is not.
 *
 * @example
 * const chainId = requireSameChain(query.userAddress, { from: query.from, to: query.to }, 'INVALID_QUERY')
 */
export function requireSameChain(
  user: SwapAccount,
  fields: Record<string, SwapAccount>,
  code: 'INVALID_QUERY' | 'INVALID_BODY',
): number {
  for (const [name, account] of Object.entries(fields)) {
    if (account.chainId !== user.chainId) {
      throw new ApiError(code, `${name}: must be on the chain of userAddress (eip155:${user.chainId})`)
    }
  }
  return user.chainId
}
