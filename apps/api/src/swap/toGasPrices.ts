/** The three speeds of `GET /v1/convert/gas-price`, in wei as decimal strings. */
export interface GasPrices {
  standard: string
  fast: string
  instant: string
}

/**
 * The gas-price tiers from a chain's gas price: standard as is, fast ×1.25, instant ×1.5, rounded to
 * the nearest wei.
 *
 * @example
 * toGasPrices(1_000_000_001n) // { standard: '1000000001', fast: '1250000001', instant: '1500000002' }
 */
export function toGasPrices(gasPrice: bigint): GasPrices {
  const times = (numerator: bigint) => ((gasPrice * numerator + 50n) / 100n).toString()
  return { standard: gasPrice.toString(), fast: times(125n), instant: times(150n) }
}
