import type { OnrampProvider, OnrampSettings } from './types'

/** Meld's widget unless the operator points elsewhere (the devnet's sandbox). */
export const DEFAULT_MELD_URL = 'https://meldcrypto.com'

/**
 * Meld's fee in basis points (spec §9: 1–2 %): 2 % under 100 US dollars, 1.5 % under 1,000, 1 % above.
 * The devnet's sandbox charges the same, so a quote and a settlement agree.
 *
 * @example
 * meldFeeBps(5000n) // 200
 */
export function meldFeeBps(usdCents: bigint): number {
  if (usdCents < 10_000n) return 200
  if (usdCents < 100_000n) return 150
  return 100
}

/**
 * Meld (spec §9): eip155 and solana; its URL carries `publicKey`, `destinationCurrencyCode` (SOL on
 * Solana, else USDC), `walletAddress` and `externalCustomerId` (spec §7), and the amount, fiat and
 * network the person chose.
 *
 * @example
 * createMeldProvider({ meld: { publicKey: 'pk' } }).buildUrl(params) // 'https://meldcrypto.com/?publicKey=pk&…'
 */
export function createMeldProvider(settings: OnrampSettings | undefined): OnrampProvider {
  const base = settings?.meld?.url ?? DEFAULT_MELD_URL
  return {
    id: 'meld',
    feeRangeBps: [100, 200],
    servesNetwork: (network) => network.startsWith('eip155:') || network.startsWith('solana:'),
    feeBps: meldFeeBps,
    buildUrl(params) {
      const url = new URL(base)
      url.searchParams.set('publicKey', settings?.meld?.publicKey ?? '')
      url.searchParams.set('destinationCurrencyCode', params.network.startsWith('solana:') ? 'SOL' : 'USDC')
      url.searchParams.set('walletAddress', params.walletAddress)
      url.searchParams.set('externalCustomerId', params.customerId)
      url.searchParams.set('sourceAmount', params.amount)
      url.searchParams.set('sourceCurrencyCode', params.paymentCurrency)
      url.searchParams.set('network', params.network)
      return url.toString()
    },
  }
}
