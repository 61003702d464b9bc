import type { Locator, Page } from '@playwright/test'
import { world } from '../world'

/** The demo host page: its connect button and what it shows of the account. */
export class DemoPage {
  readonly connectButton: Locator
  readonly accountButton: Locator
  readonly accountButtonBalance: Locator
  readonly accountButtonAddress: Locator
  readonly status: Locator
  readonly address: Locator
  readonly balance: Locator
  readonly network: Locator

  constructor(readonly page: Page) {
    this.connectButton = page.getByTestId('connect-button')
    this.accountButton = page.getByTestId('account-button')
    this.accountButtonBalance = page.getByTestId('account-button-balance')
    this.accountButtonAddress = page.getByTestId('account-button-address')
    this.status = page.getByTestId('demo-status')
    this.address = page.getByTestId('demo-address')
    this.balance = page.getByTestId('demo-balance')
    this.network = page.getByTestId('demo-network')
  }

  /** Opens the demo; `query` adds demo knobs such as `mode=embedded` or `devwallet-fault=throw`. */
  async goto(query = ''): Promise<void> {
    await this.page.goto(`${world().url}${query ? `?${query}` : ''}`)
  }
}
