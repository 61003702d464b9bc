import { beforeEach, describe, expect, it } from 'vitest'
import { createLatch } from '../createLatch'
import { devnetA } from '../test-support/networks'
import { getOnrampOptions } from './getOnrampOptions'
import { getOnrampQuote } from './getOnrampQuote'
import { getOnrampUrl } from './getOnrampUrl'
import { createTestLatch } from './test-support/createTestLatch'
import { useTestServer } from './test-support/testServer'

const server = useTestServer()
beforeEach(() => server.reset())

const usdc = {
  id: 'USDC',
  name: 'USD Coin',
  symbol: 'USDC',
  networks: [{ name: 'eip155:8453', display_name: 'Base', chain_id: '8453', contract_address: '0x8335' }],
  payment_method_limits: [],
}
const usd = {
  id: 'USD',
  name: 'US Dollar',
  symbol: '$',
  networks: [],
  payment_method_limits: [{ id: 'card', min: '20.00', max: '500.00' }],
}
const purchase = { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50.00', network: 'eip155:8453' }
const meld = {
  provider: 'meld',
  fee: { amount: '1.00', currency: 'USD', percent: '2.00' },
  purchaseAmount: { amount: '49.00', currency: 'USDC' },
}

describe('GET /v1/onramp/options', () => {
  it("answers the service's currencies", async () => {
    server.on('GET /v1/onramp/options', { json: { purchaseCurrencies: [usdc], paymentCurrencies: [usd] } })
    expect(await getOnrampOptions(createTestLatch(server))).toEqual({
      purchaseCurrencies: [usdc],
      paymentCurrencies: [usd],
      fallback: false,
    })
  })

  it('§8: onramp options failure returns built-in defaults (USD Coin; USD and EUR with the default limits)', async () => {
    server.on('GET /v1/onramp/options', { status: 500, json: { code: 'INTERNAL_ERROR', message: 'boom' } })
    const options = await getOnrampOptions(createTestLatch(server))
    expect(options.fallback).toBe(true)
    expect(options.purchaseCurrencies.map((currency) => currency.name)).toEqual(['USD Coin'])
    expect(options.paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR'])
    expect(options.paymentCurrencies[0]!.payment_method_limits).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'bank_account', min: '10.00', max: '25000.00' },
    ])
  })

  it('answers the defaults for an answer of the wrong shape, and without api config', async () => {
    server.on('GET /v1/onramp/options', { json: { purchaseCurrencies: 'x' } })
    expect((await getOnrampOptions(createTestLatch(server))).fallback).toBe(true)
    const latch = createLatch({ networks: [devnetA], storage: null })
    expect((await getOnrampOptions(latch)).fallback).toBe(true)
  })
})

describe('POST /v1/onramp/quote: purchaseCurrency, paymentCurrency, amount, network', () => {
  it("posts the purchase and answers the service's quote", async () => {
    const quote = {
      purchaseAmount: meld.purchaseAmount,
      paymentAmount: { amount: '50.00', currency: 'USD' },
      network: purchase.network,
      quotes: [meld],
    }
    server.on('POST /v1/onramp/quote', { json: quote })
    expect(await getOnrampQuote(createTestLatch(server), purchase)).toEqual({ ...quote, fallback: false })
    expect(server.requests[0]?.body).toEqual(purchase)
  })

  it('leaves out an offer whose fee is outside the 1-2 % range', async () => {
    const greedy = { ...meld, provider: 'coinbase', fee: { ...meld.fee, percent: '5.00' } }
    server.on('POST /v1/onramp/quote', {
      json: {
        purchaseAmount: meld.purchaseAmount,
        paymentAmount: meld.purchaseAmount,
        network: purchase.network,
        quotes: [meld, greedy],
      },
    })
    const quote = await getOnrampQuote(createTestLatch(server), purchase)
    expect(quote.quotes.map((entry) => entry.provider)).toEqual(['meld'])
  })

  it('§8: onramp quote failure returns a mocked fallback quote', async () => {
    server.on('POST /v1/onramp/quote', {
      status: 400,
      json: { code: 'ONRAMP_NETWORK_UNSUPPORTED', message: 'no' },
    })
    const quote = await getOnrampQuote(createTestLatch(server), purchase)
    expect(quote).toMatchObject({ fallback: true, purchaseAmount: { amount: '50.00', currency: 'USDC' } })
    expect(quote.quotes.map((entry) => entry.provider)).toEqual(['meld', 'coinbase'])
    server.on('POST /v1/onramp/quote', { destroy: true })
    expect((await getOnrampQuote(createTestLatch(server), purchase)).fallback).toBe(true)
  })
})

describe('POST /v1/generators/onrampurl', () => {
  it('posts the provider, the wallet and the purchase, and answers the url', async () => {
    server.on('POST /v1/generators/onrampurl', { json: { url: 'https://meld.example/?publicKey=pk' } })
    const params = {
      ...purchase,
      provider: 'meld' as const,
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    }
    expect(await getOnrampUrl(createTestLatch(server), params)).toBe('https://meld.example/?publicKey=pk')
    expect(server.requests[0]?.body).toEqual(params)
  })

  it('rejects with the status when the service refuses', async () => {
    server.on('POST /v1/generators/onrampurl', {
      status: 400,
      json: { code: 'ONRAMP_PROVIDER_UNKNOWN', message: 'no' },
    })
    await expect(
      getOnrampUrl(createTestLatch(server), { ...purchase, provider: 'meld', address: '0x' }),
    ).rejects.toMatchObject({ status: 400 })
  })
})
