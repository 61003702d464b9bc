import type { TokenBalance } from '../types/portfolio'
import { parseDecimal } from '../utils/parseDecimal'

/**
 * A token balance's quantity in smallest units (its `quantity.numeric` read with its decimals).
 *
 * @example tokenBalanceUnits(lusd) // 1_000_000_000n for 1000 LUSD
 */
export function tokenBalanceUnits(token: TokenBalance): bigint {
  return parseDecimal(token.quantity.numeric, Number(token.quantity.decimals))
}
