import { getOnrampOptions } from '../api/getOnrampOptions'
import { DEFAULT_PAYMENT_CURRENCY, DEFAULT_PURCHASE_CURRENCY } from '../constants'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import type { OnrampCurrency } from '../types/onramp'
import { updateOnramp } from './updateOnramp'

export type LoadOnrampOptionsReturnType = undefined

/** `loadOnrampOptions` never rejects: a failure leaves the built-in defaults (spec §8). */
export type LoadOnrampOptionsErrorType = never

function keep(
  list: OnrampCurrency[],
  chosen: OnrampCurrency | undefined,
  fallbackId: string,
): OnrampCurrency | undefined {
  return (
    list.find((currency) => currency.id === chosen?.id) ??
    list.find((currency) => currency.id === fallbackId) ??
    list[0]
  )
}

/**
 * Reads the on-ramp options into `onramp`: the currencies on offer, the chosen ones kept when still
 * offered, else USD Coin and US dollars (spec §3). When the services fail, the built-in defaults stand
 * in and `optionsFallback` says so.
 *
 * @example await loadOnrampOptions(latch)
 */
export async function loadOnrampOptions(latch: Latch): Promise<LoadOnrampOptionsReturnType> {
  updateOnramp(latch, { optionsStatus: 'loading' })
  const options = await getOnrampOptions(latch)
  const { onramp } = getStore(latch).getState()
  const purchaseCurrency = keep(
    options.purchaseCurrencies,
    onramp.purchaseCurrency,
    DEFAULT_PURCHASE_CURRENCY,
  )
  const paymentCurrency = keep(options.paymentCurrencies, onramp.paymentCurrency, DEFAULT_PAYMENT_CURRENCY)
  updateOnramp(latch, {
    optionsStatus: 'ready',
    optionsFallback: options.fallback,
    purchaseCurrencies: options.purchaseCurrencies,
    paymentCurrencies: options.paymentCurrencies,
    ...(purchaseCurrency && purchaseCurrency !== onramp.purchaseCurrency ? { purchaseCurrency } : {}),
    ...(paymentCurrency && paymentCurrency !== onramp.paymentCurrency ? { paymentCurrency } : {}),
  })
}
