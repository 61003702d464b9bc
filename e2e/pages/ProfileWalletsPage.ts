import type { Locator, Page } from '@playwright/test'

/** ProfileWallets (multiWallet): the wallets held side by side, reached from the Account header's "Wallets". */
export class ProfileWalletsPage {
  /** The Account header's control that opens the list. */
  readonly openButton: Locator
  readonly view: Locator
  readonly list: Locator
  readonly rows: Locator
  readonly addButton: Locator
  readonly error: Locator

  constructor(readonly page: Page) {
    this.openButton = page.getByTestId('account-wallets')
    this.view = page.getByTestId('profile-wallets')
    this.list = page.getByRole('list', { name: 'Connected wallets' })
    this.rows = this.list.getByRole('listitem')
    this.addButton = page.getByTestId('profile-wallets-add')
    this.error = page.getByTestId('profile-wallets-error')
  }

  /** One connector's row; its `data-status` is the spec §4 status (connected, active, disconnected). */
  row(connectorId: string): Locator {
    return this.page.getByTestId(`profile-wallet-${connectorId}`)
  }

  /** The row's address as shown (shortened); its full form is the title. */
  address(connectorId: string): Locator {
    return this.row(connectorId).getByTestId('profile-wallet-address')
  }

  switchButton(connectorId: string): Locator {
    return this.page.getByTestId(`profile-wallet-switch-${connectorId}`)
  }

  disconnectButton(connectorId: string): Locator {
    return this.page.getByTestId(`profile-wallet-disconnect-${connectorId}`)
  }
}
