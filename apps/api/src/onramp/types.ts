/** The on-ramp providers of spec §9. */
export const ONRAMP_PROVIDER_IDS = ['meld', 'coinbase'] as const

export type OnrampProviderId = (typeof ONRAMP_PROVIDER_IDS)[number]

/** A network a currency is bought on (spec §3's currency shape). */
export interface OnrampNetwork {
  name: string
  display_name: string
  /** The chain id as a string (eip155 decimal id, or the Solana genesis reference). */
  chain_id: string
  contract_address: string
}

/** The smallest and largest amount one payment method takes, as decimal strings with 2 decimals. */
export interface OnrampPaymentMethodLimit {
  id: 'card' | 'bank_account'
  min: string
  max: string
}

/** A currency of `GET /v1/onramp/options` (spec §3). */
export interface OnrampCurrency {
  id: string
  name: string
  symbol: string
  networks: OnrampNetwork[]
  payment_method_limits: OnrampPaymentMethodLimit[]
}

/** What a provider needs to build the page a person buys on. */
export interface OnrampUrlParameters {
  /** CAIP-2 network the purchase lands on. */
  network: string
  walletAddress: string
  purchaseCurrency: string
  paymentCurrency: string
  /** Decimal string, e.g. `50.00`. */
  amount: string
  /** A stable id of the customer at the provider (the project and the wallet). */
  customerId: string
}

/**
 * One on-ramp provider's rules (spec §9): which networks it serves, its fee in basis points for an
 * amount, and the URL of its checkout. Everything provider-specific lives behind this interface.
 */
export interface OnrampProvider {
  id: OnrampProviderId
  /** Its fee range in basis points, inclusive (1–2 % is `[100, 200]`). */
  feeRangeBps: readonly [number, number]
  /** Whether it sells on this CAIP-2 network. */
  servesNetwork(network: string): boolean
  /** Its fee in basis points for an amount of US-dollar cents; always within `feeRangeBps`. */
  feeBps(usdCents: bigint): number
  /** The checkout page for this purchase. */
  buildUrl(params: OnrampUrlParameters): string
}

/** The on-ramp's operator settings (`AppDeps.onramp`, from LATCH_ONRAMP). */
export interface OnrampSettings {
  /**
   * Meld's widget (default `https://meldcrypto.com`), the project's public key there, and the secret Meld
   * signs its purchase webhooks with (at least 32 bytes; its own, so it signs Meld's reports only).
   */
  meld?: { url?: string; publicKey?: string; webhookSecret?: Uint8Array }
  /**
   * Coinbase Onramp's page (default `https://pay.coinbase.com/buy/select-asset`), app id, and the secret
   * Coinbase signs its purchase webhooks with.
   */
  coinbase?: { url?: string; appId?: string; webhookSecret?: Uint8Array }
  /**
   * Where USD Coin lives on the chains (CAIP-2 network → contract), added to the built-in mainnet list:
   * e.g. a devnet's stand-in token.
   */
  usdCoin?: Readonly<Record<string, { name: string; contract: string }>>
}
