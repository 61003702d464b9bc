import type { Locator, Page } from '@playwright/test'

/** What the Send form holds, as the person typed it. */
export interface SendForm {
  token: string
  amount: string
  receiver: string
}

/** The Send views: the form (WalletSend), the token picker (WalletSendSelectToken) and the preview (WalletSendPreview). */
export class SendPage {
  readonly form: Locator
  readonly amount: Locator
  readonly tokenButton: Locator
  readonly max: Locator
  readonly fiat: Locator
  readonly balance: Locator
  readonly receiver: Locator
  readonly receiverResolving: Locator
  readonly receiverResolved: Locator
  readonly receiverAvatar: Locator
  readonly message: Locator
  readonly previewButton: Locator
  readonly selectTokenView: Locator
  readonly tokenSearch: Locator
  readonly previewView: Locator
  readonly summaryAmount: Locator
  readonly summaryReceiver: Locator
  readonly fee: Locator
  readonly status: Locator
  readonly confirmButton: Locator

  constructor(readonly page: Page) {
    this.form = page.getByTestId('send-view')
    this.amount = page.getByTestId('send-amount')
    this.tokenButton = page.getByTestId('send-token')
    this.max = page.getByTestId('send-max')
    this.fiat = page.getByTestId('send-fiat')
    this.balance = page.getByTestId('send-balance')
    this.receiver = page.getByTestId('send-receiver')
    this.receiverResolving = page.getByTestId('send-receiver-resolving')
    this.receiverResolved = page.getByTestId('send-receiver-resolved')
    this.receiverAvatar = this.receiverResolved.locator('img')
    this.message = page.getByTestId('send-message')
    this.previewButton = page.getByTestId('send-preview')
    this.selectTokenView = page.getByTestId('send-select-token-view')
    this.tokenSearch = page.getByTestId('send-token-search')
    this.previewView = page.getByTestId('send-preview-view')
    this.summaryAmount = page.getByTestId('send-summary-amount')
    this.summaryReceiver = page.getByTestId('send-summary-receiver')
    this.fee = page.getByTestId('send-fee')
    this.status = page.getByTestId('send-status')
    this.confirmButton = page.getByTestId('send-confirm')
  }

  /** The token picker's option for `symbol`. */
  tokenOption(symbol: string): Locator {
    return this.page.getByTestId(`send-token-option-${symbol}`)
  }

  /** Picks the token through the picker, with the mouse. */
  async chooseToken(symbol: string): Promise<void> {
    await this.tokenButton.click()
    await this.tokenOption(symbol).click()
    await this.tokenButton.filter({ hasText: symbol }).waitFor()
  }

  /** Fills the whole form with the mouse and keyboard: token, amount, receiver. */
  async fill({ token, amount, receiver }: SendForm): Promise<void> {
    await this.chooseToken(token)
    await this.amount.fill(amount)
    await this.receiver.fill(receiver)
  }

  /** What the form shows now, to compare with what was typed. */
  async read(): Promise<SendForm> {
    const label = (await this.tokenButton.getAttribute('aria-label')) ?? ''
    return {
      token: /^Token: (\S+)\./.exec(label)?.[1] ?? '',
      amount: await this.amount.inputValue(),
      receiver: await this.receiver.inputValue(),
    }
  }
}
