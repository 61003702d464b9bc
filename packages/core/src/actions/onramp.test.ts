import { beforeEach, describe, expect, it } from 'vitest'
import { createTestLatch } from '../api/test-support/createTestLatch'
import { useTestServer } from '../api/test-support/testServer'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { ADDRESS } from '../test-support/networks'
import { buyWithOnramp } from './buyWithOnramp'
import { fetchOnrampQuote } from './fetchOnrampQuote'
import { finishOnramp } from './finishOnramp'
import { loadOnrampOptions } from './loadOnrampOptions'
import { selectOnrampProvider } from './selectOnrampProvider'
import { setOnrampAmount } from './setOnrampAmount'
import { setOnrampCurrency } from './setOnrampCurrency'

const server = useTestServer()
const HISTORY = `GET /v1/account/${ADDRESS}/history`
const usd = {
  id: 'USD',
  name: 'US Dollar',
  symbol: '$',
  networks: [],
  payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }],
}
const eur = { ...usd, id: 'EUR', name: 'Euro', symbol: '€' }
const usdc = { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: [], payment_method_limits: [] }
const offer = (provider: 'meld' | 'coinbase', amount: string) => ({
  provider,
  fee: { amount: '1.00', currency: 'USD', percent: '2.00' },
  purchaseAmount: { amount, currency: 'USDC' },
})

/** Connected on the devnet (eip155:31337) as a wallet connection leaves the store, options read. */
async function ready(): Promise<Latch> {
  const latch = createTestLatch(server)
  getStore(latch).setState({
    accounts: {
      eip155: {
        status: 'connected',
        address: ADDRESS,
        caipNetworkId: 'eip155:31337',
        caipAddress: `eip155:31337:${ADDRESS}`,
      },
    },
  })
  await loadOnrampOptions(latch)
  return latch
}

beforeEach(() => {
  server.reset()
  server.on('GET /v1/onramp/options', { json: { purchaseCurrencies: [usdc], paymentCurrencies: [eur, usd] } })
  server.on('POST /v1/onramp/quote', {
    json: {
      purchaseAmount: { amount: '49.00', currency: 'USDC' },
      paymentAmount: { amount: '50.00', currency: 'USD' },
      network: 'eip155:31337',
      quotes: [offer('meld', '49.00'), offer('coinbase', '48.50')],
    },
  })
})

describe('the on-ramp form', () => {
  it('§3: the default purchase currency is USD Coin and the default payment currency USD, whatever the order offered', async () => {
    const { onramp } = getStore(await ready()).getState()
    expect(onramp).toMatchObject({ optionsStatus: 'ready', optionsFallback: false })
    expect(onramp.purchaseCurrency?.id).toBe('USDC')
    expect(onramp.paymentCurrency?.id).toBe('USD')
  })

  it('an amount outside the limits is refused without asking for quotes', async () => {
    const latch = await ready()
    setOnrampAmount(latch, { amount: '7500.01' })
    await fetchOnrampQuote(latch)
    expect(getStore(latch).getState().onramp.error).toBe('The maximum is 7,500.00 USD')
    expect(server.requests.some((request) => request.path === '/v1/onramp/quote')).toBe(false)
  })

  it('quotes the active network, chooses the best offer, keeps a choice the person made, and drops it when the amount changes', async () => {
    const latch = await ready()
    setOnrampAmount(latch, { amount: '50' })
    await fetchOnrampQuote(latch)
    expect(server.requests.at(-1)?.body).toEqual({
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '50',
      network: 'eip155:31337',
    })
    expect(getStore(latch).getState().onramp).toMatchObject({
      quoteStatus: 'ready',
      selectedProvider: 'meld',
    })
    selectOnrampProvider(latch, { provider: 'coinbase' })
    await fetchOnrampQuote(latch)
    expect(getStore(latch).getState().onramp.selectedProvider).toBe('coinbase')
    setOnrampCurrency(latch, { kind: 'payment', id: 'EUR' })
    expect(getStore(latch).getState().onramp).toMatchObject({ quote: undefined, selectedProvider: undefined })
    expect(() => selectOnrampProvider(latch, { provider: 'meld' })).toThrow('Invalid provider')
    expect(() => setOnrampCurrency(latch, { kind: 'payment', id: 'GBP' })).toThrow('Invalid id')
  })

  it('an answer for an amount changed meanwhile is dropped', async () => {
    const latch = await ready()
    setOnrampAmount(latch, { amount: '50' })
    const quoting = fetchOnrampQuote(latch)
    setOnrampAmount(latch, { amount: '60' })
    await quoting
    expect(getStore(latch).getState().onramp.quote).toBeUndefined()
  })
})

/** A stand-in for the page's window: its popup records where it was sent, and closes when told. */
function fakeView() {
  const popup = {
    closed: false,
    opener: {} as unknown,
    href: '',
    location: {
      replace: (url: string) => {
        popup.href = url
      },
    },
    close: () => {
      popup.closed = true
    },
  }
  return {
    popup,
    view: {
      screenX: 0,
      screenY: 0,
      outerWidth: 1200,
      outerHeight: 900,
      open: () => popup,
    } as unknown as Window,
  }
}

describe('buyWithOnramp', () => {
  const transaction = (id: string, status: string) => ({
    id,
    metadata: {
      minedAt: '2026-01-01T00:00:00.000Z',
      operationType: 'buy',
      status,
      sentFrom: 'meld',
      sentTo: ADDRESS,
      hash: status === 'confirmed' ? '0xabc' : '',
    },
    transfers: [{ quantity: { numeric: '49.00' }, fungible_info: { name: 'USD Coin', symbol: 'USDC' } }],
  })

  it('opens the checkout cut off from the page, then follows the new purchase until it is confirmed', async () => {
    const latch = await ready()
    setOnrampAmount(latch, { amount: '50' })
    await fetchOnrampQuote(latch)
    server.on('POST /v1/generators/onrampurl', { json: { url: 'http://127.0.0.1:1/checkout?publicKey=pk' } })
    const answers = [
      [transaction('old', 'confirmed')],
      [transaction('old', 'confirmed')],
      [transaction('new', 'pending'), transaction('old', 'confirmed')],
      [transaction('new', 'confirmed'), transaction('old', 'confirmed')],
    ]
    server.on(HISTORY, () => ({ json: { data: answers.shift() ?? [], next: null } }))
    const { popup, view } = fakeView()
    const statuses: string[] = []
    getStore(latch).subscribe((s) => {
      const status = s.onramp.purchase?.status
      if (status && statuses.at(-1) !== status) statuses.push(status)
    })
    await buyWithOnramp(latch, { view, pollMs: 5 })
    expect(popup.href).toBe('http://127.0.0.1:1/checkout?publicKey=pk')
    expect(popup.opener).toBeNull()
    expect(statuses).toEqual(['opening', 'waiting', 'pending', 'confirmed'])
    expect(getStore(latch).getState().router.view).toBe('OnrampWaiting')
    expect(getStore(latch).getState().onramp.purchase).toMatchObject({
      received: '49.00 USDC',
      hash: '0xabc',
    })
    expect(
      server.requests.find((request) => request.path === '/v1/generators/onrampurl')?.body,
    ).toMatchObject({
      provider: 'meld',
      address: ADDRESS,
      amount: '50',
      network: 'eip155:31337',
    })
    finishOnramp(latch)
    expect(getStore(latch).getState().router).toMatchObject({
      view: 'Account',
      history: [],
      data: { accountTab: 'activity' },
    })
    expect(getStore(latch).getState().onramp.purchase).toBeUndefined()
  })

  it("ends with 'Popup closed' when the window closes before any purchase", async () => {
    const latch = await ready()
    setOnrampAmount(latch, { amount: '50' })
    await fetchOnrampQuote(latch)
    server.on('POST /v1/generators/onrampurl', { json: { url: 'http://127.0.0.1:1/checkout' } })
    server.on(HISTORY, { json: { data: [], next: null } })
    const { popup, view } = fakeView()
    const buying = buyWithOnramp(latch, { view, pollMs: 5 })
    popup.closed = true
    await buying
    expect(getStore(latch).getState().onramp.purchase).toMatchObject({
      status: 'failed',
      error: 'Popup closed',
    })
  })

  it('closes the popup and says why when the services refuse the checkout URL', async () => {
    const latch = await ready()
    setOnrampAmount(latch, { amount: '50' })
    await fetchOnrampQuote(latch)
    server.on('POST /v1/generators/onrampurl', {
      status: 400,
      json: { code: 'ONRAMP_NETWORK_UNSUPPORTED', message: 'no' },
    })
    server.on(HISTORY, { json: { data: [], next: null } })
    const { popup, view } = fakeView()
    await buyWithOnramp(latch, { view, pollMs: 5 })
    expect(popup.closed).toBe(true)
    expect(getStore(latch).getState().onramp.purchase?.status).toBe('failed')
  })

  it('refuses to start without a valid amount, and says so when the browser blocks the popup', async () => {
    const latch = await ready()
    const { view } = fakeView()
    await buyWithOnramp(latch, { view })
    expect(getStore(latch).getState().onramp.error).toBe('Enter an amount')
    setOnrampAmount(latch, { amount: '50' })
    await fetchOnrampQuote(latch)
    await buyWithOnramp(latch, { view: { ...view, open: () => null } as unknown as Window })
    expect(getStore(latch).getState().onramp.error).toMatch(/blocked/)
    expect(getStore(latch).getState().onramp.purchase).toBeUndefined()
  })
})
