import { formatFee } from '../utils/formatFee'
import { formatUnits } from '../utils/formatUnits'

export interface SwapNetworkFeeParameters {
  /** Gas of each transaction to send (the approve, when needed, and the swap). */
  gas: readonly bigint[]
  /** Wei per gas. */
  gasPrice: bigint
  /** The native currency's decimals, and its fiat price when known. */
  nativeDecimals: number
  nativePrice?: number
}

/** The network fee of a swap, in the native currency and in fiat. */
export interface SwapNetworkFee {
  /** Smallest units of the native currency. */
  value: bigint
  /** For display: 3 decimals, or two significant digits under 0.001 (formatFee). */
  formatted: string
  /** The value at the native price, when it is known (display only; formatFiat floors it to 2 decimals). */
  fiat?: number
}

/**
 * The network fee of the swap: every transaction's gas × the gas price, in the native currency and
 * its fiat value.
 *
 * @example
 * swapNetworkFee({ gas: [46_000n, 120_000n], gasPrice: 2_000_000_000n, nativeDecimals: 18, nativePrice: 3000 })
 * // { value: 332_000_000_000_000n, formatted: '0.00033', fiat: 0.996 }
 */
export function swapNetworkFee({
  gas,
  gasPrice,
  nativeDecimals,
  nativePrice,
}: SwapNetworkFeeParameters): SwapNetworkFee {
  const value = gas.reduce((sum, each) => sum + each, 0n) * gasPrice
  const formatted = formatFee(value, nativeDecimals)
  if (nativePrice === undefined || !(nativePrice > 0)) return { value, formatted }
  return { value, formatted, fiat: Number(formatUnits(value, nativeDecimals)) * nativePrice }
}
