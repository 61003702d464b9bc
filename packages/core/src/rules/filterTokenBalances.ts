import type { TokenBalance } from '../types/portfolio'

/**
 * The tokens the Tokens tab lists: tokens with zero decimals are filtered out as low quality (spec §5).
 * The one definition of the rule: the services' balance routes answer through it, and the modal applies
 * it to balances from any source.
 *
 * @example filterTokenBalances(balances).map((token) => token.symbol) // ['ETH', 'LUSD', 'LGLD']
 */
export function filterTokenBalances<Token extends Pick<TokenBalance, 'quantity'>>(
  tokens: readonly Token[],
): Token[] {
  return tokens.filter((token) => Number(token.quantity.decimals) !== 0)
}
