import type { SwapState } from '@latch/core/internal'
import {
  formatFee,
  SLIPPAGE_TOLERANCE,
  swapMinimumReceived,
  swapPriceImpact,
  swapRate,
} from '@latch/core/internal'
import { useI18n } from '../../i18n/useI18n'

/**
 * The quote's terms: the rate, the price impact (a warning from 5%) and the minimum received at the
 * 1% slippage tolerance. Amounts show like fees: 3 decimals, or two significant digits below 0.001.
 */
export function SwapDetails({ swap }: { swap: SwapState }) {
  const { quote, from, to } = swap
  const { t, decimal } = useI18n()
  if (!quote || !from || !to) return null
  const rate = swapRate({
    fromAmount: quote.fromAmount,
    fromDecimals: from.decimals,
    toAmount: quote.toAmount,
    toDecimals: to.decimals,
  })
  const impact = swapPriceImpact(quote.priceImpact)
  return (
    <>
      <div className="summary-row">
        <span>{t('swap.rate')}</span>
        <span data-testid="swap-rate">
          {rate ? `${decimal('1')} ${from.symbol} = ${decimal(rate)} ${to.symbol}` : ''}
        </span>
      </div>
      <div className="summary-row">
        <span>{t('swap.priceImpact')}</span>
        <span data-testid="swap-price-impact" className={impact.high ? 'warning' : undefined}>
          {impact.high ? t('swap.priceImpactHigh', { impact: impact.text }) : impact.text}
        </span>
      </div>
      <div className="summary-row">
        <span>{t('swap.minimumReceived', { slippage: SLIPPAGE_TOLERANCE })}</span>
        <span data-testid="swap-minimum">{`${decimal(formatFee(swapMinimumReceived(quote.toAmount), to.decimals))} ${to.symbol}`}</span>
      </div>
    </>
  )
}
