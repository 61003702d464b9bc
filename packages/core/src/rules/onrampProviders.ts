import { ONRAMP_PROVIDERS } from '../constants'
import { COINBASE_PAY_CHAIN_IDS, ONRAMP_FEE_RANGE_PERCENT } from '../onramp/onrampConstants'
import type { OnrampProviderName, OnrampProviderQuote } from '../types/onramp'

const COINBASE_CHAIN_IDS = new Set<number>(Object.values(COINBASE_PAY_CHAIN_IDS))

/**
 * The providers that sell on a CAIP-2 network (spec §9): meld on eip155 and solana, coinbase on eip155
 * only and only on its pay chains.
 *
 * @example onrampProvidersFor('eip155:8453') // ['meld', 'coinbase']
 */
export function onrampProvidersFor(caipNetworkId: string): OnrampProviderName[] {
  const [namespace, reference] = caipNetworkId.split(':')
  return ONRAMP_PROVIDERS.filter((provider) => {
    if (!(provider.namespaces as readonly string[]).includes(namespace ?? '')) return false
    return provider.name !== 'coinbase' || COINBASE_CHAIN_IDS.has(Number(reference))
  }).map((provider) => provider.name)
}

/**
 * Whether a quote's fee is within its provider's range (spec §9, 1-2 %); a fallback quote without a
 * fee passes (the provider's page shows it).
 *
 * @example isOnrampFeeInRange({ provider: 'meld', fee: { amount: '1.00', currency: 'USD', percent: '2.00' }, … }) // true
 */
export function isOnrampFeeInRange(quote: OnrampProviderQuote): boolean {
  if (!quote.fee) return true
  const percent = Number(quote.fee.percent)
  const [min, max] = ONRAMP_FEE_RANGE_PERCENT[quote.provider]
  return Number.isFinite(percent) && percent >= min && percent <= max
}

/**
 * A provider's fee range as shown beside a quote without one ('1-2%').
 *
 * @example onrampFeeRangeLabel('meld') // '1-2%'
 */
export function onrampFeeRangeLabel(provider: OnrampProviderName): string {
  const [min, max] = ONRAMP_FEE_RANGE_PERCENT[provider]
  return `${min}-${max}%`
}
