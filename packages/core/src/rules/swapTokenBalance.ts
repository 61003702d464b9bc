import type { TokenBalance } from '../types/portfolio'
import type { SwapToken } from '../types/swap'
import { isSwapNativeToken } from './isSwapNativeToken'

/**
 * The account's balance of a swap token, from the portfolio: the native entry (no `address`) for the
 * native currency, else the entry with the same CAIP-10 id (addresses compared without case).
 * Undefined when the account holds none.
 *
 * @example swapTokenBalance(lusd, state.portfolio.tokens)?.quantity.numeric // '1234.5'
 */
export function swapTokenBalance(
  token: SwapToken,
  portfolio: readonly TokenBalance[],
): TokenBalance | undefined {
  if (isSwapNativeToken(token.address)) return portfolio.find((balance) => balance.address === undefined)
  const id = token.address.toLowerCase()
  return portfolio.find((balance) => balance.address?.toLowerCase() === id)
}
