import type { TokenBalance } from '../types/portfolio'

/**
 * The tokens the Tokens tab lists: tokens with zero decimals are filtered out as low quality (spec §5).
 *
 * @example filterTokenBalances(balances).map((token) => token.symbol) // ['ETH', 'LUSD', 'LGLD']
 */
export function filterTokenBalances(tokens: readonly TokenBalance[]): TokenBalance[] {
  return tokens.filter((token) => Number(token.quantity.decimals) !== 0)
}
