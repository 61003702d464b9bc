import { expect, test, WALLET_NAME } from '../fixtures'

test.describe('embedded mode', () => {
  test('renders inline; closing goes to Account when connected, otherwise Connect', async ({
    page,
    modal,
    demo,
    wallet,
  }) => {
    await demo.goto('mode=embedded')
    const embedded = page.getByTestId('latch-embedded').getByRole('dialog')
    await expect(embedded).toBeVisible()
    await expect(embedded).not.toHaveAttribute('aria-modal', 'true')
    await modal.allWallets.click()
    await expect(modal.view('AllWallets')).toBeVisible()
    await modal.closeButton.click()
    await expect(modal.view('Connect')).toBeVisible()

    await modal.wallet(WALLET_NAME).click()
    await wallet.approve()
    await expect(modal.view('Account')).toBeVisible()
    await modal.accountNetwork.click()
    await expect(modal.view('Networks')).toBeVisible()
    await modal.closeButton.click()
    await expect(modal.view('Account')).toBeVisible()
    await expect(demo.status).toHaveText('connected')
  })
})
