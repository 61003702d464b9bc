import { expect, test, WALLET_NAME } from '../fixtures'

// All Wallets in the demo reads the local services' wallet listing: the shipped registry with the
// WalletConnect test wallet imported first (e2e/globalSetup).
test.describe('All Wallets from the wallet listing', () => {
  test('installed first, then the listing from the test wallet on; scrolling reads the next page', async ({
    demo,
    modal,
  }) => {
    await demo.goto()
    await demo.connectButton.click()
    // Connect: WalletConnect, the installed wallet, then the listing's first (recommended) wallets.
    await expect(modal.connectWallets()).toHaveCount(5)
    await expect(modal.connectWallets().nth(1)).toContainText(WALLET_NAME)
    await expect(modal.connectWallets().nth(2)).toContainText('Latch Test Wallet')
    const count = Number(await modal.allWallets.locator('.tag').textContent())
    expect(count).toBeGreaterThan(400)

    await modal.allWallets.click()
    const rows = modal.allWalletsList.getByRole('listitem')
    await expect(rows.nth(1)).toContainText(WALLET_NAME)
    await expect(rows.nth(2)).toContainText('Latch Test Wallet')
    // The whole listing is announced, though 40 are read at a time.
    await expect(rows.first()).toHaveAttribute('aria-setsize', String(count))
    const body = modal.page.locator('[data-modal-body]')
    await body.evaluate((element) => {
      element.scrollTop = element.scrollHeight
    })
    // Row 48 exists only once the second page was read (WalletConnect, the installed wallet and 40 before it).
    await expect(modal.allWalletsList.locator('li[aria-posinset="48"]')).toBeAttached()
  })

  test('search asks the listing, and the certified filter narrows it', async ({ demo, modal }) => {
    await demo.goto()
    await demo.connectButton.click()
    await modal.allWallets.click()
    await modal.search.fill('rainbow')
    await expect(modal.page.getByTestId('wallet-rainbow')).toBeVisible()
    await modal.search.fill('no such wallet anywhere')
    await expect(modal.noWalletMatch).toHaveText('No wallet matches "no such wallet anywhere"')
    await modal.search.fill('')
    await modal.certifiedFilter.click()
    await expect(modal.certifiedFilter).toHaveAttribute('aria-pressed', 'true')
    const certified = Number(
      await modal.allWalletsList.getByRole('listitem').first().getAttribute('aria-setsize'),
    )
    await modal.certifiedFilter.click()
    await expect
      .poll(async () =>
        Number(await modal.allWalletsList.getByRole('listitem').first().getAttribute('aria-setsize')),
      )
      .toBeGreaterThan(certified)
  })

  test('a listing wallet picked on a desktop shows the QR code named for it', async ({
    demo,
    modal,
    page,
  }) => {
    await demo.goto()
    await demo.connectButton.click()
    await modal.wallet('Latch Test Wallet').click()
    await expect(page.getByTestId('walletconnect-qr')).toBeVisible()
    await expect(page.getByTestId('walletconnect-status')).toHaveText(
      'Scan this QR code with Latch Test Wallet',
    )
  })

  test('search, the certified filter and a listing wallet, with the keyboard alone', async ({
    demo,
    modal,
    page,
  }) => {
    await demo.openModalByKeyboard()
    await modal.tabTo(modal.allWallets)
    await page.keyboard.press('Enter')
    await expect(modal.view('AllWallets')).toBeVisible()
    await modal.tabTo(modal.search)
    await page.keyboard.type('latch test')
    await modal.tabTo(modal.certifiedFilter)
    await page.keyboard.press('Enter')
    await expect(modal.certifiedFilter).toHaveAttribute('aria-pressed', 'true')
    const testWallet = page.getByTestId('wallet-latch-test-wallet')
    await expect(testWallet).toBeVisible()
    await modal.tabTo(testWallet)
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('walletconnect-qr')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(modal.dialog).toBeHidden()
  })
})
