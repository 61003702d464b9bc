/** Spec silent: from 5% on, a quote's price impact is shown as a warning. */
export const HIGH_PRICE_IMPACT_PERCENT = 5

/** A quote's price impact as the Swap view shows it. */
export interface SwapPriceImpact {
  /** '0.42%', '<0.01%' for a tiny impact, '0%' for none. */
  text: string
  /** At least HIGH_PRICE_IMPACT_PERCENT: worth a warning before swapping. */
  high: boolean
}

/**
 * The service's price impact (a percent, fee included) for display: two decimals, cut off rather than
 * rounded up, and '<0.01%' when it is above 0 but would print as 0.
 *
 * @example swapPriceImpact(0.4271) // { text: '0.42%', high: false }
 */
export function swapPriceImpact(priceImpact: number): SwapPriceImpact {
  const impact = Number.isFinite(priceImpact) && priceImpact > 0 ? priceImpact : 0
  const hundredths = Math.floor(impact * 100)
  const text = impact === 0 ? '0%' : hundredths === 0 ? '<0.01%' : `${(hundredths / 100).toFixed(2)}%`
  return { text, high: impact >= HIGH_PRICE_IMPACT_PERCENT }
}
