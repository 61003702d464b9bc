import type { Locator, Page } from '@playwright/test'

/** The Swap views: the form (Swap), its token picker (SwapSelectToken) and the review (SwapPreview). */
export class SwapPage {
  readonly form: Locator
  readonly loading: Locator
  readonly unavailable: Locator
  readonly amount: Locator
  readonly max: Locator
  readonly fromToken: Locator
  readonly toToken: Locator
  readonly fromBalance: Locator
  readonly toBalance: Locator
  readonly switchButton: Locator
  readonly receive: Locator
  readonly rate: Locator
  readonly priceImpact: Locator
  readonly minimum: Locator
  readonly message: Locator
  readonly reviewButton: Locator
  readonly tokenSearch: Locator
  readonly previewView: Locator
  readonly summaryPay: Locator
  readonly summaryReceive: Locator
  readonly fee: Locator
  readonly steps: Locator
  readonly status: Locator
  readonly confirmButton: Locator

  constructor(readonly page: Page) {
    this.form = page.getByTestId('swap-view')
    this.loading = page.getByTestId('swap-loading')
    this.unavailable = page.getByTestId('swap-unavailable-message')
    this.amount = page.getByTestId('swap-amount')
    this.max = page.getByTestId('swap-max')
    this.fromToken = page.getByTestId('swap-from-token')
    this.toToken = page.getByTestId('swap-to-token')
    this.fromBalance = page.getByTestId('swap-from-balance')
    this.toBalance = page.getByTestId('swap-to-balance')
    this.switchButton = page.getByTestId('swap-switch')
    this.receive = page.getByTestId('swap-receive')
    this.rate = page.getByTestId('swap-rate')
    this.priceImpact = page.getByTestId('swap-price-impact')
    this.minimum = page.getByTestId('swap-minimum')
    this.message = page.getByTestId('swap-message')
    this.reviewButton = page.getByTestId('swap-review')
    this.tokenSearch = page.getByTestId('swap-token-search')
    this.previewView = page.getByTestId('swap-preview-view')
    this.summaryPay = page.getByTestId('swap-summary-pay')
    this.summaryReceive = page.getByTestId('swap-summary-receive')
    this.fee = page.getByTestId('swap-fee')
    this.steps = page.getByTestId('swap-steps')
    this.status = page.getByTestId('swap-status')
    this.confirmButton = page.getByTestId('swap-confirm')
  }

  /** The token picker's option for `symbol`. */
  tokenOption(symbol: string): Locator {
    return this.page.getByTestId(`swap-token-option-${symbol}`)
  }

  /** Picks the token paid or received through the picker, with the mouse. */
  async chooseToken(side: 'from' | 'to', symbol: string): Promise<void> {
    const button = side === 'from' ? this.fromToken : this.toToken
    await button.click()
    await this.tokenOption(symbol).click()
    await button.filter({ hasText: symbol }).waitFor()
  }

  /** Chooses the pair and types the amount, with the mouse and keyboard. */
  async fill({ from, to, amount }: { from: string; to: string; amount: string }): Promise<void> {
    await this.chooseToken('from', from)
    await this.chooseToken('to', to)
    await this.amount.fill(amount)
  }
}
