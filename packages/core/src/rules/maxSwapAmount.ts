import type { TokenBalance } from '../types/portfolio'
import type { SwapToken } from '../types/swap'
import { formatUnits } from '../utils/formatUnits'
import { isSwapNativeToken } from './isSwapNativeToken'
import { tokenBalanceUnits } from './tokenBalanceUnits'

/**
 * Spec silent: the gas Max keeps back for a swap from the native currency, the swap service's own
 * ceiling for a swap whose gas is not estimated.
 */
export const SWAP_GAS_RESERVE = 300_000n

/**
 * What Max fills in for the token sold: the whole balance, but for the native currency the balance
 * less the gas a swap may cost (SWAP_GAS_RESERVE × `gasPrice`), never below 0, so the swap can pay
 * for itself. Undefined while the balance, or for the native currency the gas price, is unknown.
 *
 * @example maxSwapAmount(eth, balance, 1_000_000_000n) // '9.9997' for 10 ETH at 1 gwei
 */
export function maxSwapAmount(
  token: SwapToken,
  balance: TokenBalance | undefined,
  gasPrice?: bigint,
): string | undefined {
  if (!balance) return undefined
  const units = tokenBalanceUnits(balance)
  if (!isSwapNativeToken(token.address)) return formatUnits(units, token.decimals)
  if (gasPrice === undefined) return undefined
  const spendable = units - SWAP_GAS_RESERVE * gasPrice
  return formatUnits(spendable > 0n ? spendable : 0n, token.decimals)
}
