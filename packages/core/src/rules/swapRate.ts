import { formatFee } from '../utils/formatFee'

export interface SwapRateParameters {
  /** Base units sold and bought, with each token's decimals. */
  fromAmount: bigint
  fromDecimals: number
  toAmount: bigint
  toDecimals: number
}

/**
 * What one whole `from` token buys at the quote, for '1 ETH = 1,996.006 LUSD': floored to 3
 * decimals like a balance, but a rate under 0.001 keeps two significant digits (as a small fee
 * does), since '0.000' would read as worthless. Undefined for an amount of 0.
 *
 * @example swapRate({ fromAmount: 10n ** 18n, fromDecimals: 18, toAmount: 1_996_006_000n, toDecimals: 6 }) // '1996.006'
 */
export function swapRate({
  fromAmount,
  fromDecimals,
  toAmount,
  toDecimals,
}: SwapRateParameters): string | undefined {
  if (fromAmount <= 0n) return undefined
  const perWhole = (toAmount * 10n ** BigInt(fromDecimals)) / fromAmount
  return formatFee(perWhole, toDecimals)
}
