// The on-ramp's tables, built from the spec's constants in constants.ts. Apart from it, so only the
// on-ramp's lazy chunks carry them: constants.ts is part of every first load.
import {
  type COINBASE_PAY_CHAINS,
  DEFAULT_BANK_ACCOUNT_LIMITS,
  DEFAULT_CARD_LIMITS,
  DEFAULT_PAYMENT_CURRENCY,
  DEFAULT_PURCHASE_CURRENCY,
} from '../constants'
import type { OnrampCurrency, OnrampProviderName } from '../types/onramp'

/** The eip155 chain id of each Coinbase pay chain: which networks Coinbase serves. */
export const COINBASE_PAY_CHAIN_IDS: Readonly<Record<(typeof COINBASE_PAY_CHAINS)[number], number>> = {
  ethereum: 1,
  arbitrum: 42161,
  polygon: 137,
  berachain: 80094,
  'avalanche-c-chain': 43114,
  optimism: 10,
  celo: 42220,
  base: 8453,
}
/** Each provider's fee range of spec §9 (1-2 %), in percent, inclusive: a quote outside it is not shown. */
export const ONRAMP_FEE_RANGE_PERCENT: Readonly<Record<OnrampProviderName, readonly [number, number]>> = {
  meld: [1, 2],
  coinbase: [1, 2],
}
/** USD Coin, the default purchase currency (spec §3), as the options write a currency. */
export const DEFAULT_ONRAMP_PURCHASE_CURRENCY: OnrampCurrency = {
  id: DEFAULT_PURCHASE_CURRENCY,
  name: 'USD Coin',
  symbol: 'USDC',
  networks: [],
  payment_method_limits: [],
}
const DEFAULT_PAYMENT_METHOD_LIMITS = [
  { id: 'card', ...DEFAULT_CARD_LIMITS },
  { id: 'bank_account', ...DEFAULT_BANK_ACCOUNT_LIMITS },
]
/** The built-in payment currencies (spec §3, §8): US dollars (the default) and euros, with the default limits. */
export const DEFAULT_ONRAMP_PAYMENT_CURRENCIES: readonly OnrampCurrency[] = [
  {
    id: DEFAULT_PAYMENT_CURRENCY,
    name: 'US Dollar',
    symbol: '$',
    networks: [],
    payment_method_limits: DEFAULT_PAYMENT_METHOD_LIMITS,
  },
  {
    id: 'EUR',
    name: 'Euro',
    symbol: '€',
    networks: [],
    payment_method_limits: DEFAULT_PAYMENT_METHOD_LIMITS,
  },
]
/** How often the purchase under way is looked up in the history while its view waits. */
export const ONRAMP_POLL_MS = 2000
