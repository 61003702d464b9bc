import type { Locator, Page } from '@playwright/test'

/** The on-ramp's views in the modal: the form with the providers' offers (OnrampBuy), then OnrampWaiting. */
export class OnrampPage {
  readonly form: Locator
  readonly purchaseCurrency: Locator
  readonly paymentCurrency: Locator
  readonly amount: Locator
  readonly limits: Locator
  readonly message: Locator
  readonly optionsFallback: Locator
  readonly quoteFallback: Locator
  readonly buyButton: Locator
  readonly waitingView: Locator
  readonly status: Locator
  readonly doneButton: Locator
  readonly retryButton: Locator

  constructor(readonly page: Page) {
    this.form = page.getByTestId('onramp-view')
    this.purchaseCurrency = page.getByTestId('onramp-purchase-currency')
    this.paymentCurrency = page.getByTestId('onramp-payment-currency')
    this.amount = page.getByTestId('onramp-amount')
    this.limits = page.getByTestId('onramp-limits')
    this.message = page.getByTestId('onramp-message')
    this.optionsFallback = page.getByTestId('onramp-options-fallback')
    this.quoteFallback = page.getByTestId('onramp-quote-fallback')
    this.buyButton = page.getByTestId('onramp-buy')
    this.waitingView = page.getByTestId('onramp-waiting-view')
    this.status = page.getByTestId('onramp-status')
    this.doneButton = page.getByTestId('onramp-done')
    this.retryButton = page.getByTestId('onramp-retry')
  }

  /** A provider's offer (its radio button inside) and the line saying what arrives and the fee. */
  provider(name: 'meld' | 'coinbase'): { row: Locator; radio: Locator; detail: Locator } {
    const row = this.page.getByTestId(`onramp-provider-${name}`)
    return {
      row,
      radio: row.getByRole('radio'),
      detail: this.page.getByTestId(`onramp-provider-${name}-detail`),
    }
  }

  /** Clicks Buy and answers the provider's popup it opens. */
  async buy(): Promise<Page> {
    const popup = this.page.waitForEvent('popup')
    await this.buyButton.click()
    return popup
  }
}

/** The devnet sandbox's checkout, in the popup the on-ramp opens (standing for meld's widget). */
export class SandboxCheckoutPage {
  readonly summary: Locator
  readonly cardNumber: Locator
  readonly expiry: Locator
  readonly cvc: Locator
  readonly payButton: Locator
  readonly error: Locator
  readonly outcome: Locator

  constructor(readonly page: Page) {
    this.summary = page.getByTestId('onramp-sandbox-summary')
    this.cardNumber = page.getByLabel('Card number')
    this.expiry = page.getByLabel('Expiry (MM/YY)')
    this.cvc = page.getByLabel('CVC')
    this.payButton = page.getByTestId('onramp-sandbox-pay')
    this.error = page.getByTestId('onramp-sandbox-error')
    this.outcome = page.getByTestId('onramp-sandbox-outcome')
  }

  /** Fills a test card with the mouse and pays. */
  async pay(cardNumber: string): Promise<void> {
    await this.cardNumber.fill(cardNumber)
    await this.expiry.fill('12/34')
    await this.cvc.fill('123')
    await this.payButton.click()
  }
}
