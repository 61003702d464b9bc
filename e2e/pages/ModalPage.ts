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
  readonly connectingStatus: Locator
  readonly connectingError: Locator
  readonly retry: Locator
  readonly accountAddress: Locator
  readonly accountBalance: Locator
  readonly accountNetwork: Locator
  readonly copyAddress: Locator
  readonly disconnectButton: Locator
  readonly snackbar: Locator
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
    this.connectingStatus = page.getByTestId('connecting-status')
    this.connectingError = page.getByTestId('connecting-error')
    this.retry = page.getByTestId('connecting-retry')
    this.accountAddress = page.getByTestId('account-address')
    this.accountBalance = page.getByTestId('account-balance')
    this.accountNetwork = page.getByTestId('account-network')
    this.copyAddress = page.getByTestId('copy-address')
    this.disconnectButton = page.getByTestId('disconnect')
    this.snackbar = page.getByTestId('snackbar')
    this.alert = page.getByTestId('alert')
    this.alertDetails = page.getByTestId('alert-details')
  }

  wallet(name: string): Locator {
    return this.dialog.getByRole('button', { name })
  }

  network(caipNetworkId: string): Locator {
    return this.page.getByTestId(`network-${caipNetworkId}`)
  }

  view(name: string): Locator {
    return this.page.locator(`[data-testid="latch-modal"][data-view="${name}"]`)
  }
}
