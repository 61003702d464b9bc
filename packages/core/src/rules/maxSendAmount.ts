import type { TokenBalance } from '../types/portfolio'
import { formatUnits } from '../utils/formatUnits'
import { tokenBalanceUnits } from './tokenBalanceUnits'

/**
 * What the Max button fills in: the full balance, or for the native token (no `address`) the
 * balance minus the estimated fee when it is known, never below 0. An exact decimal string.
 *
 * @example maxSendAmount(eth, 21_000_000_000_000n) // '9999.999979'
 */
export function maxSendAmount(token: TokenBalance, fee?: bigint): string {
  const decimals = Number(token.quantity.decimals)
  const balance = tokenBalanceUnits(token)
  const spendable = token.address === undefined && fee !== undefined ? balance - fee : balance
  return formatUnits(spendable > 0n ? spendable : 0n, decimals)
}
