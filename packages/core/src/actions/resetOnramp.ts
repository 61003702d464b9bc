import type { Latch } from '../latch'
import { getStore } from '../latch'
import { emptyOnramp } from '../store/accountData'

export type ResetOnrampReturnType = undefined

/**
 * Empties the on-ramp form and stops following a purchase; the options read and the currencies chosen are kept.
 *
 * @example resetOnramp(latch)
 */
export function resetOnramp(latch: Latch): ResetOnrampReturnType {
  getStore(latch).setState((s) => {
    const {
      optionsStatus,
      optionsFallback,
      purchaseCurrencies,
      paymentCurrencies,
      purchaseCurrency,
      paymentCurrency,
    } = s.onramp
    return {
      onramp: {
        ...emptyOnramp(),
        optionsStatus,
        optionsFallback,
        purchaseCurrencies,
        paymentCurrencies,
        ...(purchaseCurrency ? { purchaseCurrency } : {}),
        ...(paymentCurrency ? { paymentCurrency } : {}),
      },
    }
  })
}
