import type { Locator, Page } from '@playwright/test'

/** The dev wallet's own UI: its approval prompt and its chain badge. */
export class DevWalletPage {
  readonly prompt: Locator
  readonly summary: Locator
  readonly approveButton: Locator
  readonly rejectButton: Locator
  readonly chainSelect: Locator

  constructor(readonly page: Page) {
    this.prompt = page.getByTestId('devwallet-prompt')
    this.summary = page.getByTestId('devwallet-prompt-summary')
    this.approveButton = page.getByTestId('devwallet-approve')
    this.rejectButton = page.getByTestId('devwallet-reject')
    this.chainSelect = page.getByTestId('devwallet-chain-select')
  }

  async approve(): Promise<void> {
    await this.approveButton.click()
  }

  async reject(): Promise<void> {
    await this.rejectButton.click()
  }

  /** The wallet's own chain change, as a person would do it in the extension. */
  async switchChain(chainId: number): Promise<void> {
    await this.chainSelect.selectOption(String(chainId))
  }
}
