import * as z from 'zod/mini'
import type { Latch } from '../latch'
import {
  DEFAULT_ONRAMP_PAYMENT_CURRENCIES,
  DEFAULT_ONRAMP_PURCHASE_CURRENCY,
} from '../onramp/onrampConstants'
import type { OnrampOptions } from '../types/onramp'
import { onrampCurrencySchema } from './onrampSchemas'
import { apiRequest } from './request'

export type GetOnrampOptionsReturnType = OnrampOptions

/** `getOnrampOptions` never rejects: a failure answers the built-in defaults (spec §8). */
export type GetOnrampOptionsErrorType = never

const optionsSchema = z.object({
  purchaseCurrencies: z.array(onrampCurrencySchema),
  paymentCurrencies: z.array(onrampCurrencySchema),
})

/**
 * GET /v1/onramp/options: what may be bought and paid with. Any failure (no `api` config, the network,
 * a status, an answer of the wrong shape or without currencies) answers the built-in defaults instead
 * (spec §8): USD Coin, and US dollars and euros with the default card and bank-account limits, marked
 * `fallback`.
 *
 * @example
 * const { purchaseCurrencies, paymentCurrencies, fallback } = await getOnrampOptions(latch)
 */
export async function getOnrampOptions(latch: Latch): Promise<GetOnrampOptionsReturnType> {
  try {
    if (!latch.config.api) throw new Error('no api config')
    const options = await apiRequest(latch.config.api, { path: '/v1/onramp/options', schema: optionsSchema })
    if (options.purchaseCurrencies.length === 0 || options.paymentCurrencies.length === 0) {
      throw new Error('the options name no currency')
    }
    return { ...options, fallback: false }
  } catch {
    return {
      purchaseCurrencies: [DEFAULT_ONRAMP_PURCHASE_CURRENCY],
      paymentCurrencies: [...DEFAULT_ONRAMP_PAYMENT_CURRENCIES],
      fallback: true,
    }
  }
}
