import { ApiError } from '../http/errors'
import type { PriceTable } from './types'

/**
 * Units of `currency` per US dollar from the table (`usd` is always 1). An unknown currency is a bad
 * request: the answer names the ones the service knows.
 *
 * @example
 * toCurrencyRate({ currencies: { eur: 0.9 }, tokens: [] }, 'EUR') // 0.9
 */
export function toCurrencyRate(
  table: PriceTable | undefined,
  currency: string,
  code: 'INVALID_QUERY' | 'INVALID_BODY' = 'INVALID_QUERY',
): number {
  const key = currency.toLowerCase()
  if (key === 'usd') return 1
  const rate = table?.currencies?.[key]
  if (rate === undefined || !Number.isFinite(rate) || rate <= 0) {
    const known = ['usd', ...Object.keys(table?.currencies ?? {}).filter((key) => key !== 'usd')]
    throw new ApiError(code, `currency: must be one of ${known.join(', ')}`)
  }
  return rate
}
