import { formatFiat, sumTokenValues } from '@latch/core/internal'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useI18n } from '../../i18n/useI18n'

/** The portfolio's total in fiat (the sum of the tokens' values), once the tokens are read. */
export function TotalValue() {
  const portfolio = useLatchSelector((s) => s.portfolio)
  const { locale } = useI18n()
  if (portfolio.status !== 'ready') return null
  return (
    <div className="total" data-testid="account-total">
      {formatFiat(sumTokenValues(portfolio.tokens), 'usd', locale)}
    </div>
  )
}
