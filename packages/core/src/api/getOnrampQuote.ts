import * as z from 'zod/mini'
import type { Latch } from '../latch'
import { fallbackOnrampQuote } from '../rules/fallbackOnrampQuote'
import { isOnrampFeeInRange } from '../rules/onrampProviders'
import type { OnrampQuote } from '../types/onramp'
import { onrampAmountSchema } from './onrampSchemas'
import { apiRequest } from './request'

export interface GetOnrampQuoteParameters {
  /** The purchase currency's id, e.g. 'USDC'. */
  purchaseCurrency: string
  /** The payment currency's id, e.g. 'USD'. */
  paymentCurrency: string
  /** In the payment currency, e.g. '50.00'. */
  amount: string
  /** CAIP-2 network the tokens land on. */
  network: string
}

export type GetOnrampQuoteReturnType = OnrampQuote

/** `getOnrampQuote` never rejects: a failure answers the mocked fallback quote (spec §8). */
export type GetOnrampQuoteErrorType = never

const quoteSchema = z.object({
  purchaseAmount: onrampAmountSchema,
  paymentAmount: onrampAmountSchema,
  network: z.string(),
  quotes: z.array(
    z.object({
      provider: z.enum(['meld', 'coinbase']),
      fee: z.object({ amount: z.string(), currency: z.string(), percent: z.string() }),
      purchaseAmount: onrampAmountSchema,
    }),
  ),
})

/**
 * POST /v1/onramp/quote `{ purchaseCurrency, paymentCurrency, amount, network }`: what lands in the
 * wallet (`purchaseAmount.amount`) and each provider's offer with its fee, best first; offers whose fee is
 * outside the provider's range are left out. Any failure (or no offer left) answers the mocked fallback
 * quote instead (spec §8), marked `fallback`.
 *
 * @example
 * const quote = await getOnrampQuote(latch, { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50', network: 'eip155:8453' })
 */
export async function getOnrampQuote(
  latch: Latch,
  parameters: GetOnrampQuoteParameters,
): Promise<GetOnrampQuoteReturnType> {
  try {
    if (!latch.config.api) throw new Error('no api config')
    const { purchaseCurrency, paymentCurrency, amount, network } = parameters
    const quote = await apiRequest(latch.config.api, {
      method: 'POST',
      path: '/v1/onramp/quote',
      body: { purchaseCurrency, paymentCurrency, amount, network },
      // a read sent as POST for its body: asking twice is harmless
      idempotent: true,
      schema: quoteSchema,
    })
    const quotes = quote.quotes.filter(isOnrampFeeInRange)
    if (quotes.length === 0) throw new Error('no offer within the fee range')
    return { ...quote, quotes, fallback: false }
  } catch {
    return fallbackOnrampQuote(parameters)
  }
}
