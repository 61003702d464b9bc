import { getOnrampQuote } from '../api/getOnrampQuote'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { validateOnrampAmount } from '../rules/onrampAmount'
import { onrampProvidersFor } from '../rules/onrampProviders'
import { updateOnramp } from './updateOnramp'

export type FetchOnrampQuoteReturnType = undefined

/** `fetchOnrampQuote` never rejects: a refused amount is `onramp.error`, a failed quote the fallback one. */
export type FetchOnrampQuoteErrorType = never

/**
 * Quotes the on-ramp form on the active network: an amount outside the limits (or a network no provider
 * serves) sets `onramp.error` and asks nothing; otherwise the quote is stored (the mocked fallback when
 * the services fail, spec §8) and its best provider chosen unless the person chose one it still offers.
 * An answer for a form changed meanwhile is dropped.
 *
 * @example
 * setOnrampAmount(latch, { amount: '50' })
 * await fetchOnrampQuote(latch)
 */
export async function fetchOnrampQuote(latch: Latch): Promise<FetchOnrampQuoteReturnType> {
  const state = getStore(latch).getState()
  const { onramp } = state
  const network = state.activeCaipNetworkId
  const { purchaseCurrency, paymentCurrency } = onramp
  // Nothing to quote before the options are read.
  if (!purchaseCurrency || !paymentCurrency) return
  const error =
    validateOnrampAmount(onramp.amount, paymentCurrency) ??
    (onrampProvidersFor(network).length === 0 ? 'No provider sells on this network' : undefined)
  if (error) {
    updateOnramp(latch, { error, quote: undefined, quoteStatus: 'idle' })
    return
  }
  updateOnramp(latch, { error: undefined, quoteStatus: 'loading' })
  const quote = await getOnrampQuote(latch, {
    purchaseCurrency: purchaseCurrency.id,
    paymentCurrency: paymentCurrency.id,
    amount: onramp.amount.trim(),
    network,
  })
  const now = getStore(latch).getState().onramp
  const same =
    now.amount === onramp.amount &&
    now.purchaseCurrency === onramp.purchaseCurrency &&
    now.paymentCurrency === onramp.paymentCurrency &&
    getStore(latch).getState().activeCaipNetworkId === network
  if (!same) return
  const offered = quote.quotes.map((entry) => entry.provider)
  const selectedProvider =
    now.selectedProvider && offered.includes(now.selectedProvider) ? now.selectedProvider : offered[0]
  getStore(latch).setState((s) => ({
    onramp: { ...s.onramp, quote, quoteStatus: 'ready', ...(selectedProvider ? { selectedProvider } : {}) },
  }))
}
