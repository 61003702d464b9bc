import { describe, expect, it } from 'vitest'
import { DEFAULT_ONRAMP_PAYMENT_CURRENCIES } from '../onramp/onrampConstants'
import type { Transaction } from '../types/activity'
import { fallbackOnrampQuote } from './fallbackOnrampQuote'
import { findOnrampPurchase } from './findOnrampPurchase'
import { formatOnrampLimit, validateOnrampAmount } from './onrampAmount'
import { isOnrampFeeInRange, onrampFeeRangeLabel, onrampProvidersFor } from './onrampProviders'

const [usd, eur] = DEFAULT_ONRAMP_PAYMENT_CURRENCIES as [
  (typeof DEFAULT_ONRAMP_PAYMENT_CURRENCIES)[0],
  (typeof DEFAULT_ONRAMP_PAYMENT_CURRENCIES)[0],
]

describe('§3: on-ramp limits (card 10.00 to 7500.00, bank account 10.00 to 25000.00)', () => {
  it("refuses a card amount under the minimum: 'The minimum is 10.00 USD'", () => {
    expect(validateOnrampAmount('9.99', usd)).toBe('The minimum is 10.00 USD')
    expect(validateOnrampAmount('10', usd)).toBeUndefined()
  })

  it("refuses a card amount over the maximum: 'The maximum is 7,500.00 USD'", () => {
    expect(validateOnrampAmount('7500.01', usd)).toBe('The maximum is 7,500.00 USD')
    expect(validateOnrampAmount('7500', usd)).toBeUndefined()
  })

  it('takes a bank account up to 25,000.00, and names EUR in its messages', () => {
    expect(validateOnrampAmount('25000', usd, 'bank_account')).toBeUndefined()
    expect(validateOnrampAmount('25000.01', usd, 'bank_account')).toBe('The maximum is 25,000.00 USD')
    expect(validateOnrampAmount('1', eur)).toBe('The minimum is 10.00 EUR')
  })

  it('asks for an amount when empty, and refuses one with more than 2 decimals or not a number', () => {
    expect(validateOnrampAmount(' ', usd)).toBe('Enter an amount')
    expect(validateOnrampAmount('10.001', usd)).toBe('Enter an amount with at most 2 decimals')
    expect(validateOnrampAmount('1e3', usd)).toBe('Enter an amount with at most 2 decimals')
  })

  it('falls back to the default card limits when a currency names none', () => {
    expect(validateOnrampAmount('5', { ...usd, id: 'GBP', payment_method_limits: [] })).toBe(
      'The minimum is 10.00 GBP',
    )
    expect(formatOnrampLimit('25000.00')).toBe('25,000.00')
  })
})

describe('§9: on-ramp providers: meld (eip155 and solana), coinbase (eip155 on its pay chains)', () => {
  it('meld and coinbase serve Base; only meld serves Solana and a chain Coinbase does not pay on', () => {
    expect(onrampProvidersFor('eip155:8453')).toEqual(['meld', 'coinbase'])
    expect(onrampProvidersFor('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual(['meld'])
    expect(onrampProvidersFor('eip155:31337')).toEqual(['meld'])
  })

  it('no provider serves bip122 or polkadot', () => {
    expect(onrampProvidersFor('bip122:000000000019d6689c085ae165831e93')).toEqual([])
    expect(onrampProvidersFor('polkadot:91b171bb158e2d3848fa23a9f1c25182')).toEqual([])
  })

  it('a fee range of 1-2 %: a quote outside it is refused, one without a fee passes', () => {
    const quote = (percent: string) => ({
      provider: 'meld' as const,
      fee: { amount: '1.00', currency: 'USD', percent },
      purchaseAmount: { amount: '49.00', currency: 'USDC' },
    })
    expect(isOnrampFeeInRange(quote('1.00'))).toBe(true)
    expect(isOnrampFeeInRange(quote('2.00'))).toBe(true)
    expect(isOnrampFeeInRange(quote('2.50'))).toBe(false)
    expect(isOnrampFeeInRange(quote('0.50'))).toBe(false)
    expect(
      isOnrampFeeInRange({ provider: 'coinbase', purchaseAmount: { amount: '1', currency: 'USDC' } }),
    ).toBe(true)
    expect(onrampFeeRangeLabel('coinbase')).toBe('1-2%')
  })
})

describe('§8: onramp quote failure returns a mocked fallback quote', () => {
  it('the amount as typed, no fees, every provider of the network, marked fallback', () => {
    expect(
      fallbackOnrampQuote({
        purchaseCurrency: 'USDC',
        paymentCurrency: 'USD',
        amount: '50',
        network: 'eip155:1',
      }),
    ).toEqual({
      purchaseAmount: { amount: '50', currency: 'USDC' },
      paymentAmount: { amount: '50', currency: 'USD' },
      network: 'eip155:1',
      quotes: [
        { provider: 'meld', purchaseAmount: { amount: '50', currency: 'USDC' } },
        { provider: 'coinbase', purchaseAmount: { amount: '50', currency: 'USDC' } },
      ],
      fallback: true,
    })
  })
})

describe('the purchase a popup made', () => {
  const tx = (id: string) =>
    ({
      id,
      metadata: { minedAt: '', operationType: 'buy', status: 'pending', sentFrom: 'meld', sentTo: '0x' },
      transfers: [],
    }) as Transaction
  it('is the newest one not known when the popup opened', () => {
    expect(findOnrampPurchase([tx('b'), tx('a')], ['a'])?.id).toBe('b')
    expect(findOnrampPurchase([tx('a')], ['a'])).toBeUndefined()
  })
})
