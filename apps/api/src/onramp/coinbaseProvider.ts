import type { OnrampProvider, OnrampSettings } from './types'

/** Coinbase Onramp's page unless the operator points elsewhere. */
export const DEFAULT_COINBASE_URL = 'https://pay.coinbase.com/buy/select-asset'

/** Spec §9's Coinbase pay chains, by eip155 chain id. */
export const COINBASE_PAY_CHAINS: Readonly<Record<number, string>> = {
  1: 'ethereum',
  42161: 'arbitrum',
  137: 'polygon',
  80094: 'berachain',
  43114: 'avalanche-c-chain',
  10: 'optimism',
  42220: 'celo',
  8453: 'base',
}

function payChain(network: string): string | undefined {
  const [namespace, reference] = network.split(':')
  return namespace === 'eip155' ? COINBASE_PAY_CHAINS[Number(reference)] : undefined
}

/**
 * Coinbase (spec §9): eip155 on its pay chains only, fee 1.5 % under 500 US dollars and 1 % above.
 *
 * @example
 * createCoinbaseProvider(undefined).servesNetwork('eip155:8453') // true
 */
export function createCoinbaseProvider(settings: OnrampSettings | undefined): OnrampProvider {
  const base = settings?.coinbase?.url ?? DEFAULT_COINBASE_URL
  return {
    id: 'coinbase',
    feeRangeBps: [100, 200],
    servesNetwork: (network) => payChain(network) !== undefined,
    feeBps: (usdCents) => (usdCents < 50_000n ? 150 : 100),
    buildUrl(params) {
      const chain = payChain(params.network) ?? ''
      const url = new URL(base)
      url.searchParams.set('appId', settings?.coinbase?.appId ?? '')
      url.searchParams.set('addresses', JSON.stringify({ [params.walletAddress]: [chain] }))
      url.searchParams.set('assets', JSON.stringify([params.purchaseCurrency]))
      url.searchParams.set('defaultNetwork', chain)
      url.searchParams.set('presetFiatAmount', params.amount)
      url.searchParams.set('fiatCurrency', params.paymentCurrency)
      url.searchParams.set('partnerUserId', params.customerId)
      return url.toString()
    },
  }
}
