/** The on-ramp providers of spec §9. */
export type OnrampProviderName = 'meld' | 'coinbase'

/** A network a currency is bought on (spec §3). */
export interface OnrampNetwork {
  name: string
  display_name: string
  chain_id: string
  contract_address: string
}

/** The smallest and largest amount a payment method takes, as decimal strings ('10.00'). */
export interface OnrampPaymentMethodLimit {
  id: string
  min: string
  max: string
}

/** A purchase or payment currency of the on-ramp options (spec §3). */
export interface OnrampCurrency {
  id: string
  name: string
  symbol: string
  networks: OnrampNetwork[]
  payment_method_limits: OnrampPaymentMethodLimit[]
}

/** What may be bought and paid with; `fallback` when the services failed and the built-in defaults stand in. */
export interface OnrampOptions {
  purchaseCurrencies: OnrampCurrency[]
  paymentCurrencies: OnrampCurrency[]
  fallback: boolean
}

/** An amount with its currency, as the quote writes it ('49.00', 'USDC'). */
export interface OnrampAmount {
  amount: string
  currency: string
}

/** One provider's offer; `fee` is absent in a fallback quote (the provider shows it on its page). */
export interface OnrampProviderQuote {
  provider: OnrampProviderName
  fee?: OnrampAmount & { percent: string }
  purchaseAmount: OnrampAmount
}

/**
 * The quote of spec §7 (`purchaseAmount.amount`) with every provider's offer, best first; `fallback`
 * when the services failed and the mocked quote (the amount as typed, no fees) stands in (spec §8).
 */
export interface OnrampQuote {
  purchaseAmount: OnrampAmount
  paymentAmount: OnrampAmount
  network: string
  quotes: OnrampProviderQuote[]
  fallback: boolean
}
