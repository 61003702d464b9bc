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
  /** The host app's own root, beside Latch's shadow host under <body>. */
  readonly appRoot: Locator

  constructor(readonly page: Page) {
    this.connectButton = page.getByTestId('connect-button')
    this.accountButton = page.getByTestId('account-button')
    this.accountButtonBalance = page.getByTestId('account-button-balance')
    this.accountButtonAddress = page.getByTestId('account-button-address')
    this.status = page.getByTestId('demo-status')
    this.address = page.getByTestId('demo-address')
    this.balance = page.getByTestId('demo-balance')
    this.network = page.getByTestId('demo-network')
    this.appRoot = page.locator('#root')
  }

  /** Opens the demo; `query` adds demo knobs such as `mode=embedded` or `devwallet-fault=throw`. */
  async goto(query = ''): Promise<void> {
    await this.page.goto(`${world().url}${query ? `?${query}` : ''}`)
  }

  /** Opens the demo (with `query`'s knobs) and its modal from the connect button with the keyboard (focus, Enter). */
  async openModalByKeyboard(query = ''): Promise<void> {
    await this.goto(query)
    await this.connectButton.focus()
    await this.page.keyboard.press('Enter')
  }

  /** Turns the mouse wheel once over the middle of the window, from the top of the page. */
  async wheel(): Promise<void> {
    await this.page.evaluate(() => window.scrollTo(0, 0))
    const { width, height } = this.page.viewportSize() ?? { width: 800, height: 600 }
    await this.page.mouse.move(width / 2, height / 2)
    await this.page.mouse.wheel(0, 400)
  }

  /** How far the page is scrolled, in CSS pixels. */
  scrollY(): Promise<number> {
    return this.page.evaluate(() => window.scrollY)
  }
}
