import type { OnrampCurrency, OnrampPaymentMethodLimit, OnrampSettings } from './types'

/** Spec §3: card payments take 10.00 to 7,500.00, bank accounts 10.00 to 25,000.00. */
export const ONRAMP_PAYMENT_METHOD_LIMITS: readonly OnrampPaymentMethodLimit[] = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'bank_account', min: '10.00', max: '25000.00' },
]

/** The fiat currencies a person pays with: US dollars (the default) and euros. */
export const ONRAMP_PAYMENT_CURRENCIES: readonly OnrampCurrency[] = [
  {
    id: 'USD',
    name: 'US Dollar',
    symbol: '$',
    networks: [],
    payment_method_limits: [...ONRAMP_PAYMENT_METHOD_LIMITS],
  },
  {
    id: 'EUR',
    name: 'Euro',
    symbol: '€',
    networks: [],
    payment_method_limits: [...ONRAMP_PAYMENT_METHOD_LIMITS],
  },
]

/** USD Coin's id in the options and quotes (spec §3's default purchase currency). */
export const USD_COIN_ID = 'USDC'

/** Solana mainnet's CAIP-2 id. */
export const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

/** USD Coin's contracts on the main networks the providers sell it on. */
const MAINNET_USD_COIN: Readonly<Record<string, { name: string; contract: string }>> = {
  'eip155:1': { name: 'Ethereum', contract: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
  'eip155:8453': { name: 'Base', contract: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' },
  'eip155:42161': { name: 'Arbitrum', contract: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831' },
  'eip155:10': { name: 'Optimism', contract: '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85' },
  'eip155:137': { name: 'Polygon', contract: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359' },
  [SOLANA_MAINNET]: { name: 'Solana', contract: 'EPjFWdd5AufqSSqeM2qA1xyybapC1DJPkZ4Ut6FEPiYA' },
}

/**
 * Where USD Coin is sold: the main networks, plus the operator's (a devnet's stand-in token).
 *
 * @example
 * usdCoinNetworks({ usdCoin: { 'eip155:31337': { name: 'Latch Devnet', contract: '0x5FbD…' } } })['eip155:31337']
 */
export function usdCoinNetworks(
  settings: OnrampSettings | undefined,
): Readonly<Record<string, { name: string; contract: string }>> {
  return { ...MAINNET_USD_COIN, ...settings?.usdCoin }
}

/**
 * The currencies a person may buy (USD Coin on every network it is known on).
 *
 * @example
 * onrampPurchaseCurrencies(undefined)[0].id // 'USDC'
 */
export function onrampPurchaseCurrencies(settings: OnrampSettings | undefined): OnrampCurrency[] {
  const networks = Object.entries(usdCoinNetworks(settings)).map(([network, { name, contract }]) => ({
    name: network,
    display_name: name,
    chain_id: network.split(':')[1]!,
    contract_address: contract,
  }))
  return [{ id: USD_COIN_ID, name: 'USD Coin', symbol: 'USDC', networks, payment_method_limits: [] }]
}
