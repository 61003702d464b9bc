import type { OnrampQuote } from '../types/onramp'
import { onrampProvidersFor } from './onrampProviders'

export interface FallbackOnrampQuoteParameters {
  purchaseCurrency: string
  paymentCurrency: string
  amount: string
  network: string
}

/**
 * The mocked quote of spec §8 for when the quote service fails: the amount as typed in the purchase
 * currency, no fees, every provider that serves the network, marked `fallback` so the view says so.
 *
 * @example fallbackOnrampQuote({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50', network: 'eip155:1' }).purchaseAmount // { amount: '50', currency: 'USDC' }
 */
export function fallbackOnrampQuote(parameters: FallbackOnrampQuoteParameters): OnrampQuote {
  const purchaseAmount = { amount: parameters.amount, currency: parameters.purchaseCurrency }
  return {
    purchaseAmount,
    paymentAmount: { amount: parameters.amount, currency: parameters.paymentCurrency },
    network: parameters.network,
    quotes: onrampProvidersFor(parameters.network).map((provider) => ({ provider, purchaseAmount })),
    fallback: true,
  }
}
