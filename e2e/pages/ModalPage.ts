import type { Locator, Page } from '@playwright/test'

/** The Latch modal (inside its shadow root; Playwright's locators pierce it). */
export class ModalPage {
  readonly dialog: Locator
  readonly title: Locator
  readonly closeButton: Locator
  readonly backButton: Locator
  readonly allWallets: Locator
  readonly search: Locator
  readonly noWalletMatch: Locator
  /** The All Wallets list, and its certified-only filter. */
  readonly allWalletsList: Locator
  readonly certifiedFilter: Locator
  readonly connectingStatus: Locator
  readonly connectingError: Locator
  readonly retry: Locator
  readonly accountAddress: Locator
  readonly accountBalance: Locator
  readonly accountNetwork: Locator
  readonly copyAddress: Locator
  readonly disconnectButton: Locator
  readonly snackbar: Locator
  /** The polite live region that announces a new view's title. */
  readonly announcement: Locator
  readonly alert: Locator
  readonly alertDetails: Locator

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog')
    this.title = page.getByTestId('modal-title')
    this.closeButton = page.getByTestId('modal-close')
    this.backButton = page.getByTestId('modal-back')
    this.allWallets = page.getByTestId('all-wallets')
    this.search = page.getByTestId('wallet-search')
    this.noWalletMatch = page.getByTestId('no-wallet-match')
    this.allWalletsList = page.getByRole('list', { name: 'All wallets' })
    this.certifiedFilter = page.getByRole('button', { name: 'Certified' })
    this.connectingStatus = page.getByTestId('connecting-status')
    this.connectingError = page.getByTestId('connecting-error')
    this.retry = page.getByTestId('connecting-retry')
    this.accountAddress = page.getByTestId('account-address')
    this.accountBalance = page.getByTestId('account-balance')
    this.accountNetwork = page.getByTestId('account-network')
    this.copyAddress = page.getByTestId('copy-address')
    this.disconnectButton = page.getByTestId('disconnect')
    this.snackbar = page.getByTestId('snackbar')
    this.announcement = page.getByTestId('view-announcement')
    this.alert = page.getByTestId('alert')
    this.alertDetails = page.getByTestId('alert-details')
  }

  wallet(name: string): Locator {
    return this.dialog.getByRole('button', { name })
  }

  /** The wallet rows of the Connect view, in order. */
  connectWallets(): Locator {
    return this.dialog.getByRole('list', { name: 'Wallets' }).getByRole('button')
  }

  network(caipNetworkId: string): Locator {
    return this.page.getByTestId(`network-${caipNetworkId}`)
  }

  view(name: string): Locator {
    return this.page.locator(`[data-testid="latch-modal"][data-view="${name}"]`)
  }

  /** The focused element's data-testid (or tag name), looking inside shadow roots. */
  focused(): Promise<string | null> {
    return this.page.evaluate(() => {
      let active = document.activeElement
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
      return active?.getAttribute('data-testid') ?? active?.tagName ?? null
    })
  }

  /** Whether focus is inside the dialog (the dialog itself included). */
  focusInDialog(): Promise<boolean> {
    return this.dialog.evaluate((dialog) => {
      let active = document.activeElement
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
      return active !== null && dialog.contains(active)
    })
  }

  /** Presses Tab until `target` has focus, as a keyboard user would; fails after `limit` presses. */
  async tabTo(target: Locator, limit = 12): Promise<void> {
    const testId = await target.getAttribute('data-testid')
    for (let presses = 0; presses < limit; presses++) {
      if ((await this.focused()) === testId) return
      await this.page.keyboard.press('Tab')
    }
    throw new Error(`Tab never reached ${testId} in ${limit} presses`)
  }
}
