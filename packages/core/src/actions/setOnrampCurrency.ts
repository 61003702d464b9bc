import { InvalidInputError } from '../errors/input'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { reportActionError } from './reportActionError'
import { updateOnramp } from './updateOnramp'

export interface SetOnrampCurrencyParameters {
  /** Which of the two: what is bought, or what is paid with. */
  kind: 'purchase' | 'payment'
  /** The currency's id among the options, e.g. 'EUR'. */
  id: string
}

export type SetOnrampCurrencyReturnType = undefined

/** What `setOnrampCurrency` throws: a currency the options do not offer. */
export type SetOnrampCurrencyErrorType = InvalidInputError

/**
 * Chooses the purchase or payment currency among the options; the quote is dropped.
 *
 * @example setOnrampCurrency(latch, { kind: 'payment', id: 'EUR' })
 */
export function setOnrampCurrency(
  latch: Latch,
  parameters: SetOnrampCurrencyParameters,
): SetOnrampCurrencyReturnType {
  const { onramp } = getStore(latch).getState()
  const list = parameters?.kind === 'purchase' ? onramp.purchaseCurrencies : onramp.paymentCurrencies
  const currency = list.find((candidate) => candidate.id === parameters?.id)
  if (!currency || (parameters.kind !== 'purchase' && parameters.kind !== 'payment')) {
    throw reportActionError(latch, new InvalidInputError('id', `"${String(parameters?.id)}" is not offered`))
  }
  updateOnramp(latch, {
    ...(parameters.kind === 'purchase' ? { purchaseCurrency: currency } : { paymentCurrency: currency }),
    error: undefined,
  })
}
