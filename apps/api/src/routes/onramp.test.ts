import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ONRAMP_SIGNATURE_HEADER, signOnrampWebhook } from '../onramp/onrampWebhook'
import { expectApiError, useTestApi } from '../testing'

const WEBHOOK_SECRET = randomBytes(32)
const DEVNET_USD_COIN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const api = useTestApi({
  deps: {
    onramp: {
      meld: { url: 'http://127.0.0.1:8554/', publicKey: 'sandbox-public-key', webhookSecret: WEBHOOK_SECRET },
      usdCoin: { 'eip155:31337': { name: 'Latch Devnet', contract: DEVNET_USD_COIN } },
    },
  },
})

const purchase = {
  purchaseCurrency: 'USDC',
  paymentCurrency: 'USD',
  amount: '50.00',
  network: 'eip155:31337',
}
const quote = (body: object) => api.request('/v1/onramp/quote', { method: 'POST', json: body })
const onrampUrl = (body: object) => api.request('/v1/generators/onrampurl', { method: 'POST', json: body })

function report(overrides: object = {}) {
  return {
    provider: 'meld',
    purchaseId: 'p1',
    status: 'pending',
    network: 'eip155:31337',
    walletAddress: WALLET.toLowerCase(),
    purchaseCurrency: 'USDC',
    purchaseAmount: '49.00',
    paymentCurrency: 'USD',
    paymentAmount: '50.00',
    contractAddress: DEVNET_USD_COIN,
    ...overrides,
  }
}
function postReport(body: object, secret: Uint8Array = WEBHOOK_SECRET) {
  const text = JSON.stringify(body)
  return api.request('/v1/onramp/webhook', {
    method: 'POST',
    projectId: null,
    body: text,
    headers: {
      'content-type': 'application/json',
      [ONRAMP_SIGNATURE_HEADER]: signOnrampWebhook(secret, text),
    },
  })
}
const purchases = async (query: Record<string, string> = {}) => {
  const response = await api.request(`/v1/account/${WALLET}/history`, { query: { onramp: 'meld', ...query } })
  expect(response.status).toBe(200)
  return (await response.json()) as {
    data: { id: string; metadata: Record<string, unknown>; transfers: object[] }[]
  }
}

describe('GET /v1/onramp/options', () => {
  it('answers USD Coin on the configured networks, and USD and EUR with the card and bank-account limits', async () => {
    const response = await api.request('/v1/onramp/options')
    expect(response.status).toBe(200)
    const body = (await response.json()) as {
      purchaseCurrencies: { id: string; networks: { name: string; contract_address: string }[] }[]
      paymentCurrencies: { id: string; payment_method_limits: object[] }[]
    }
    expect(body.purchaseCurrencies.map((currency) => currency.id)).toEqual(['USDC'])
    expect(body.purchaseCurrencies[0]!.networks).toContainEqual({
      name: 'eip155:31337',
      display_name: 'Latch Devnet',
      chain_id: '31337',
      contract_address: DEVNET_USD_COIN,
    })
    expect(body.paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR'])
    expect(body.paymentCurrencies[0]!.payment_method_limits).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'bank_account', min: '10.00', max: '25000.00' },
    ])
  })
})

describe('POST /v1/onramp/quote', () => {
  it('quotes meld alone on a network Coinbase does not pay on, 2 % fee under 100 USD', async () => {
    const response = await quote(purchase)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      purchaseAmount: { amount: '49.00', currency: 'USDC' },
      paymentAmount: { amount: '50.00', currency: 'USD' },
      network: 'eip155:31337',
      quotes: [
        {
          provider: 'meld',
          fee: { amount: '1.00', currency: 'USD', percent: '2.00' },
          purchaseAmount: { amount: '49.00', currency: 'USDC' },
        },
      ],
    })
  })

  it('quotes both providers on Base, best first, every fee between 1 % and 2 %', async () => {
    const body = (await (await quote({ ...purchase, amount: '1000', network: 'eip155:8453' })).json()) as {
      purchaseAmount: { amount: string }
      quotes: { provider: string; fee: { percent: string } }[]
    }
    expect(body.quotes.map((entry) => entry.provider)).toEqual(['meld', 'coinbase'])
    expect(body.purchaseAmount.amount).toBe('990.00')
    for (const entry of body.quotes) {
      expect(Number(entry.fee.percent)).toBeGreaterThanOrEqual(1)
      expect(Number(entry.fee.percent)).toBeLessThanOrEqual(2)
    }
  })

  it('refuses an amount below or above the card limits with the limit in the message', async () => {
    const low = await expectApiError(
      await quote({ ...purchase, amount: '9.99' }),
      400,
      'ONRAMP_AMOUNT_OUT_OF_RANGE',
    )
    expect(low.message).toBe('The minimum is 10.00 USD')
    const high = await expectApiError(
      await quote({ ...purchase, amount: '7500.01' }),
      400,
      'ONRAMP_AMOUNT_OUT_OF_RANGE',
    )
    expect(high.message).toBe('The maximum is 7,500.00 USD')
    expect((await quote({ ...purchase, amount: '20000', paymentMethod: 'bank_account' })).status).toBe(200)
  })

  it('refuses an unknown network, currency or a malformed amount', async () => {
    await expectApiError(await quote({ ...purchase, network: 'eip155:5' }), 400, 'ONRAMP_NETWORK_UNSUPPORTED')
    await expectApiError(
      await quote({ ...purchase, paymentCurrency: 'GBP' }),
      400,
      'ONRAMP_CURRENCY_UNSUPPORTED',
    )
    await expectApiError(
      await quote({ ...purchase, purchaseCurrency: 'ETH' }),
      400,
      'ONRAMP_CURRENCY_UNSUPPORTED',
    )
    await expectApiError(await quote({ ...purchase, amount: '5.001' }), 400, 'INVALID_BODY')
  })
})

describe('POST /v1/generators/onrampurl', () => {
  it("answers meld's URL on the configured host with the spec's query parameters", async () => {
    const response = await onrampUrl({ ...purchase, provider: 'meld', address: WALLET.toLowerCase() })
    expect(response.status).toBe(200)
    const url = new URL(((await response.json()) as { url: string }).url)
    expect(url.origin).toBe('http://127.0.0.1:8554')
    expect(url.searchParams.get('publicKey')).toBe('sandbox-public-key')
    expect(url.searchParams.get('destinationCurrencyCode')).toBe('USDC')
    expect(url.searchParams.get('walletAddress')).toBe(WALLET)
    expect(url.searchParams.get('externalCustomerId')).toMatch(/^[0-9a-f]{32}$/)
    expect(url.searchParams.get('sourceAmount')).toBe('50.00')
    expect(url.searchParams.get('network')).toBe('eip155:31337')
  })

  it('asks meld for SOL on Solana', async () => {
    const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const response = await onrampUrl({
      ...purchase,
      network: solana,
      provider: 'meld',
      address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
    })
    const url = new URL(((await response.json()) as { url: string }).url)
    expect(url.searchParams.get('destinationCurrencyCode')).toBe('SOL')
  })

  it('refuses an unknown provider, a network the provider does not serve, and a foreign address', async () => {
    await expectApiError(
      await onrampUrl({ ...purchase, provider: 'moonpay', address: WALLET }),
      400,
      'ONRAMP_PROVIDER_UNKNOWN',
    )
    await expectApiError(
      await onrampUrl({ ...purchase, provider: 'coinbase', address: WALLET }),
      400,
      'ONRAMP_NETWORK_UNSUPPORTED',
    )
    await expectApiError(
      await onrampUrl({ ...purchase, provider: 'meld', address: 'bob' }),
      400,
      'INVALID_BODY',
    )
  })

  it("builds Coinbase's URL with its pay chain", async () => {
    const response = await onrampUrl({
      ...purchase,
      network: 'eip155:8453',
      provider: 'coinbase',
      address: WALLET,
    })
    const url = new URL(((await response.json()) as { url: string }).url)
    expect(url.origin).toBe('https://pay.coinbase.com')
    expect(url.searchParams.get('defaultNetwork')).toBe('base')
    expect(JSON.parse(url.searchParams.get('addresses')!)).toEqual({ [WALLET]: ['base'] })
  })
})

describe('POST /v1/onramp/webhook and the history onramp filter', () => {
  it('answers no purchases before any report', async () => {
    expect((await purchases({ onramp: 'coinbase' })).data).toEqual([])
  })

  it('refuses a report signed with another secret, and changes nothing', async () => {
    await expectApiError(
      await postReport(report({ purchaseId: 'forged' }), randomBytes(32)),
      401,
      'ONRAMP_WEBHOOK_SIGNATURE_INVALID',
    )
    expect((await purchases()).data.map((entry) => entry.id)).not.toContain('onramp:meld:forged')
  })

  it('shows a purchase pending, then confirmed with its hash; a replayed pending report does not undo it', async () => {
    expect((await postReport(report())).status).toBe(200)
    const [pending] = (await purchases()).data
    expect(pending).toMatchObject({
      id: 'onramp:meld:p1',
      metadata: { operationType: 'buy', status: 'pending', hash: '', chain: 'eip155:31337', sentTo: WALLET },
      transfers: [{ direction: 'in', quantity: { numeric: '49.00' }, fungible_info: { symbol: 'USDC' } }],
    })
    const hash = `0x${'ab'.repeat(32)}`
    expect((await postReport(report({ status: 'confirmed', txHash: hash }))).status).toBe(200)
    expect((await postReport(report())).status).toBe(200)
    const [confirmed] = (await purchases({ chainId: 'eip155:31337' })).data
    expect(confirmed!.metadata).toMatchObject({ status: 'confirmed', hash })
    expect((await purchases({ chainId: 'eip155:31338' })).data).toEqual([])
  })

  it('refuses a malformed report', async () => {
    await expectApiError(await postReport(report({ status: 'refunded' })), 400, 'INVALID_BODY')
  })

  it('refuses a report without a time, with the old sha256= form, or of a provider with no secret', async () => {
    const text = JSON.stringify(report({ purchaseId: 'unsigned' }))
    const post = (signature: string, body = text) =>
      api.request('/v1/onramp/webhook', {
        method: 'POST',
        projectId: null,
        body,
        headers: { 'content-type': 'application/json', [ONRAMP_SIGNATURE_HEADER]: signature },
      })
    const mac = signOnrampWebhook(WEBHOOK_SECRET, text).split(',v1=')[1]!
    for (const signature of [`sha256=${mac}`, `v1=${mac}`, `t=,v1=${mac}`, 't=1,v1=zz']) {
      await expectApiError(await post(signature), 401, 'ONRAMP_WEBHOOK_SIGNATURE_INVALID')
    }
    // the time is signed: moving it breaks the signature rather than passing as fresh
    const later = Math.floor(Date.now() / 1000) + 60
    await expectApiError(await post(`t=${later},v1=${mac}`), 401, 'ONRAMP_WEBHOOK_SIGNATURE_INVALID')
    // coinbase has no secret here: no report of it verifies, whoever signed it
    const coinbase = JSON.stringify(report({ provider: 'coinbase' }))
    await expectApiError(
      await post(signOnrampWebhook(WEBHOOK_SECRET, coinbase), coinbase),
      401,
      'ONRAMP_WEBHOOK_SIGNATURE_INVALID',
    )
    await expectApiError(await post(signOnrampWebhook(WEBHOOK_SECRET, '{'), '{'), 400, 'INVALID_JSON')
    expect((await purchases()).data.map((entry) => entry.id)).not.toContain('onramp:meld:unsigned')
  })

  it('takes a time up to 5 minutes either side of its clock', async () => {
    const text = JSON.stringify(report({ purchaseId: 'skewed' }))
    const at = (now: number, signedAt: number) =>
      api.request('/v1/onramp/webhook', {
        app: api.createApp({ now: () => now }),
        method: 'POST',
        projectId: null,
        body: text,
        headers: {
          'content-type': 'application/json',
          [ONRAMP_SIGNATURE_HEADER]: signOnrampWebhook(WEBHOOK_SECRET, text, signedAt),
        },
      })
    const signedAt = 1_795_600_800
    await expectApiError(await at((signedAt - 301) * 1000, signedAt), 401, 'ONRAMP_WEBHOOK_EXPIRED')
    await expectApiError(await at((signedAt + 301) * 1000, signedAt), 401, 'ONRAMP_WEBHOOK_EXPIRED')
    expect((await at((signedAt - 300) * 1000, signedAt)).status).toBe(200)
    expect((await at((signedAt + 300) * 1000, signedAt)).status).toBe(200)
  })

  it('answers 404 when no webhook secret is configured', async () => {
    const app = api.createApp({ onramp: {} })
    const text = JSON.stringify(report())
    const response = await api.request('/v1/onramp/webhook', {
      app,
      method: 'POST',
      projectId: null,
      body: text,
      headers: {
        'content-type': 'application/json',
        [ONRAMP_SIGNATURE_HEADER]: signOnrampWebhook(WEBHOOK_SECRET, text),
      },
    })
    await expectApiError(response, 404, 'ONRAMP_WEBHOOK_NOT_CONFIGURED')
  })
})
