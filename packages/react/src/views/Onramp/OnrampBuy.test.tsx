import type { Latch } from '@latch/core'
import { getStore } from '@latch/core/internal'
import { navigate, open } from '@latch/core/modal'
import type { OnrampQuote } from '@latch/core/services'
import { afterEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { deepActiveElement } from '../../modal/focus'
import { seriousViolations, settle } from '../../test-support/axe'
import { renderLatch, setConnected } from '../../test-support/renderLatch'

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

const focusedTestId = () => deepActiveElement()?.getAttribute('data-testid')

/** OnrampBuy opened from the Account's Buy button; no provider service here, so the defaults stand in. */
async function openBuy(): Promise<Latch> {
  const { latch, unmount } = await renderLatch(null)
  cleanup = unmount
  setConnected(latch)
  open(latch)
  await page.getByTestId('wallet-feature-onramp').click()
  await expect.element(page.getByTestId('onramp-view')).toBeVisible()
  return latch
}

const QUOTE: OnrampQuote = {
  purchaseAmount: { amount: '49.00', currency: 'USDC' },
  paymentAmount: { amount: '50.00', currency: 'USD' },
  network: 'eip155:31337',
  quotes: [
    {
      provider: 'meld',
      fee: { amount: '1.00', currency: 'USD', percent: '2.00' },
      purchaseAmount: { amount: '49.00', currency: 'USDC' },
    },
    {
      provider: 'coinbase',
      fee: { amount: '0.75', currency: 'USD', percent: '1.50' },
      purchaseAmount: { amount: '48.50', currency: 'USDC' },
    },
  ],
  fallback: false,
}

describe('OnrampBuy', () => {
  it('shows a loading line until the currencies are read', async () => {
    const latch = await openBuy()
    await expect.element(page.getByTestId('onramp-purchase-currency')).toBeVisible()
    getStore(latch).setState((s) => ({
      onramp: {
        ...s.onramp,
        optionsStatus: 'loading',
        purchaseCurrency: undefined,
        paymentCurrency: undefined,
      },
    }))
    await expect
      .element(page.getByTestId('onramp-options-loading'))
      .toHaveTextContent('Loading the currencies…')
    await expect.element(page.getByTestId('onramp-view')).toHaveAttribute('aria-busy', 'true')
  })

  it('with the options service down shows the built-in defaults: USD Coin for USD, EUR offered, card limits', async () => {
    await openBuy()
    await expect.element(page.getByTestId('onramp-options-fallback')).toBeVisible()
    await expect.element(page.getByTestId('onramp-purchase-currency')).toHaveValue('USDC')
    await expect.element(page.getByTestId('onramp-purchase-currency')).toHaveTextContent('USD Coin (USDC)')
    await expect.element(page.getByTestId('onramp-payment-currency')).toHaveValue('USD')
    await expect.element(page.getByTestId('onramp-payment-currency')).toHaveTextContent('USDEUR')
    await expect.element(page.getByTestId('onramp-limits')).toHaveTextContent('Card: 10.00 to 7,500.00 USD')
    await expect.element(page.getByTestId('onramp-quotes-empty')).toBeVisible()
    await expect.element(page.getByTestId('onramp-buy')).toBeDisabled()
  })

  it('refuses amounts outside the limits with the limit in the message', async () => {
    await openBuy()
    const amount = page.getByTestId('onramp-amount')
    const message = page.getByTestId('onramp-message')
    await expect.element(message).toHaveRole('status')
    await userEvent.fill(amount, '5')
    await expect.element(message).toHaveTextContent('The minimum is 10.00 USD')
    await userEvent.fill(amount, '7500.01')
    await expect.element(message).toHaveTextContent('The maximum is 7,500.00 USD')
    await userEvent.selectOptions(page.getByTestId('onramp-payment-currency'), 'EUR')
    await expect.element(message).toHaveTextContent('The maximum is 7,500.00 EUR')
    await expect.element(page.getByTestId('onramp-buy')).toBeDisabled()
  })

  it('with the quote service down shows the fallback quote: the amount as typed and the fee range', async () => {
    await openBuy()
    await userEvent.fill(page.getByTestId('onramp-amount'), '50')
    await expect.element(page.getByTestId('onramp-quote-fallback')).toBeVisible()
    await expect
      .element(page.getByTestId('onramp-provider-meld-detail'))
      .toHaveTextContent('Receive 50 USDC · fee 1-2%')
    // Coinbase does not pay on the devnet's chain: meld alone is offered, and chosen.
    expect(page.getByTestId('onramp-provider-coinbase').query()).toBeNull()
    await expect.element(page.getByTestId('onramp-buy')).toHaveTextContent('Buy with Meld')
    await expect.element(page.getByTestId('onramp-buy')).toBeEnabled()
  })

  it('shows a loading line, then every offer with its fee; a provider is chosen by keyboard alone', async () => {
    const latch = await openBuy()
    await userEvent.fill(page.getByTestId('onramp-amount'), '50')
    await expect.element(page.getByTestId('onramp-buy')).toBeEnabled()
    getStore(latch).setState((s) => ({ onramp: { ...s.onramp, quoteStatus: 'loading', quote: undefined } }))
    await expect.element(page.getByTestId('onramp-quotes-loading')).toHaveTextContent('Getting offers…')
    getStore(latch).setState((s) => ({
      onramp: { ...s.onramp, quoteStatus: 'ready', quote: QUOTE, selectedProvider: 'meld' },
    }))
    await expect
      .element(page.getByTestId('onramp-provider-meld-detail'))
      .toHaveTextContent('Receive 49.00 USDC · fee 1.00 USD (2.00%)')
    await expect
      .element(page.getByTestId('onramp-provider-coinbase-detail'))
      .toHaveTextContent('Receive 48.50 USDC · fee 0.75 USD (1.50%)')
    const meldRadio = page.getByRole('radio', { name: /Meld/ })
    await expect.element(meldRadio).toBeChecked()
    ;(meldRadio.element() as HTMLElement).focus()
    await userEvent.keyboard('{ArrowDown}')
    await expect.element(page.getByRole('radio', { name: /Coinbase/ })).toBeChecked()
    expect(getStore(latch).getState().onramp.selectedProvider).toBe('coinbase')
    await expect.element(page.getByTestId('onramp-buy')).toHaveTextContent('Buy with Coinbase')
  })

  it('is reached and filled by keyboard: focus moves to the view, Tab reaches the currency and the amount', async () => {
    await openBuy()
    await userEvent.keyboard('{Tab}')
    expect(focusedTestId()).toBe('modal-close')
    for (let i = 0; i < 4 && focusedTestId() !== 'onramp-amount'; i++) await userEvent.keyboard('{Tab}')
    expect(focusedTestId()).toBe('onramp-amount')
    await userEvent.keyboard('25')
    await expect.element(page.getByTestId('onramp-buy')).toBeEnabled()
  })

  it('axe finds no serious or critical violation, empty and with offers', async () => {
    const latch = await openBuy()
    await settle()
    expect(await seriousViolations()).toEqual([])
    await userEvent.fill(page.getByTestId('onramp-amount'), '50')
    getStore(latch).setState((s) => ({
      onramp: { ...s.onramp, quoteStatus: 'ready', quote: QUOTE, selectedProvider: 'meld' },
    }))
    await expect.element(page.getByTestId('onramp-provider-coinbase')).toBeVisible()
    expect(await seriousViolations()).toEqual([])
  })
})

describe('OnrampWaiting', () => {
  async function openWaiting(status: 'waiting' | 'pending' | 'confirmed' | 'failed', extra: object = {}) {
    const latch = await openBuy()
    getStore(latch).setState((s) => ({
      onramp: { ...s.onramp, purchase: { id: 'p', provider: 'meld', status, knownIds: [], ...extra } },
    }))
    navigate(latch, { view: 'OnrampWaiting' })
    await expect.element(page.getByTestId('onramp-waiting-view')).toBeVisible()
    return latch
  }

  it('says to complete the purchase in the provider window, then that the payment was received', async () => {
    const latch = await openWaiting('waiting')
    await expect
      .element(page.getByTestId('onramp-status'))
      .toHaveTextContent('Complete your purchase in the Meld window')
    getStore(latch).setState((s) => ({
      onramp: { ...s.onramp, purchase: { ...s.onramp.purchase!, status: 'pending' } },
    }))
    await expect
      .element(page.getByTestId('onramp-status'))
      .toHaveTextContent('Payment received: your tokens are on their way')
    expect(page.getByTestId('onramp-done').query()).toBeNull()
  })

  it('once confirmed says what arrived and leads to the Activity tab', async () => {
    await openWaiting('confirmed', { received: '49.00 USDC', hash: `0x${'ab'.repeat(32)}` })
    await expect.element(page.getByTestId('onramp-status')).toHaveTextContent('Bought 49.00 USDC')
    await settle()
    expect(await seriousViolations()).toEqual([])
    await page.getByTestId('onramp-done').click()
    await expect.element(page.getByTestId('account-view')).toBeVisible()
    await expect.element(page.getByTestId('account-tab-activity')).toHaveAttribute('aria-selected', 'true')
  })

  it('on failure says why, and Try again goes back to the form', async () => {
    await openWaiting('failed', { error: 'Popup closed' })
    await expect.element(page.getByTestId('onramp-status')).toHaveTextContent('Popup closed')
    await page.getByTestId('onramp-retry').click()
    await expect.element(page.getByTestId('onramp-view')).toBeVisible()
  })
})
