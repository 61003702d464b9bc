import { ApiError } from '../http/errors'
import type { PriceTable } from '../prices/types'
import { checkOnrampPurchase, type OnrampPurchaseRequest } from './checkOnrampPurchase'
import { formatCents } from './onrampAmount'
import { USD_COIN_ID } from './onrampCatalog'
import { onrampProviders } from './onrampProviders'
import type { OnrampProviderId, OnrampSettings } from './types'

/** One provider's offer: what it charges and what lands in the wallet. */
export interface OnrampProviderQuote {
  provider: OnrampProviderId
  fee: { amount: string; currency: string; percent: string }
  purchaseAmount: { amount: string; currency: string }
}

/** The answer of `POST /v1/onramp/quote`: the best offer's amount (spec §7) and every provider's. */
export interface OnrampQuote {
  purchaseAmount: { amount: string; currency: string }
  paymentAmount: { amount: string; currency: string }
  network: string
  quotes: OnrampProviderQuote[]
}

/**
 * Quotes a purchase at every provider that serves its network, best first. USD Coin is worth one US
 * dollar; what the fee leaves of the fiat amount is converted at the price table's rate.
 *
 * @example
 * quoteOnramp({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50', network: 'eip155:1' }, deps).purchaseAmount // { amount: '49.00', currency: 'USDC' }
 */
export function quoteOnramp(
  request: OnrampPurchaseRequest,
  deps: { onramp?: OnrampSettings; prices?: PriceTable },
): OnrampQuote {
  const purchase = checkOnrampPurchase(request, deps)
  const quotes = onrampProviders(deps.onramp)
    .filter((provider) => provider.servesNetwork(request.network))
    .map((provider): OnrampProviderQuote => {
      const bps = provider.feeBps(purchase.usdCents)
      const fee = (purchase.cents * BigInt(bps) + 5_000n) / 10_000n
      const usdCents = BigInt(Math.floor(Number(purchase.cents - fee) / purchase.rate))
      return {
        provider: provider.id,
        fee: {
          amount: formatCents(fee),
          currency: purchase.paymentCurrency,
          percent: formatCents(BigInt(bps)),
        },
        purchaseAmount: { amount: formatCents(usdCents), currency: USD_COIN_ID },
      }
    })
    .sort((a, b) => Number(b.purchaseAmount.amount) - Number(a.purchaseAmount.amount))
  const best = quotes[0]
  if (!best) {
    throw new ApiError(
      'ONRAMP_NETWORK_UNSUPPORTED',
      `network: no on-ramp provider sells on ${request.network}`,
    )
  }
  return {
    purchaseAmount: best.purchaseAmount,
    paymentAmount: { amount: formatCents(purchase.cents), currency: purchase.paymentCurrency },
    network: request.network,
    quotes,
  }
}
