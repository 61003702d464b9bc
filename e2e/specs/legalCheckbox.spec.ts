import { expect, test, WALLET_NAME } from '../fixtures'
import { seriousViolations } from '../seriousViolations'

// features.legalCheckbox on the real demo page (`?legal=1`): no wallet can be chosen until the box agreeing
// to the host's terms and privacy policy is ticked, and the whole path works with the keyboard alone.
test.describe('legal checkbox', () => {
  test('the keyboard ticks the box, which unlocks the wallets; then a wallet connects', async ({
    page,
    demo,
    modal,
    wallet,
  }) => {
    await demo.goto('legal=1')
    await demo.connectButton.focus()
    await page.keyboard.press('Enter')
    await expect(modal.dialog).toBeVisible()
    const checkbox = modal.dialog.getByRole('checkbox', {
      name: /I agree to the Terms of Service and Privacy Policy/,
    })
    await expect(checkbox).not.toBeChecked()
    await expect(modal.wallet(WALLET_NAME)).toBeDisabled()
    await expect(modal.dialog.getByTestId('all-wallets')).toBeDisabled()
    await expect(modal.dialog.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      /\/terms$/,
    )
    expect(await seriousViolations(page, 'latch-root')).toEqual([])

    await modal.tabTo(checkbox)
    await page.keyboard.press('Space')
    await expect(checkbox).toBeChecked()
    await expect(modal.wallet(WALLET_NAME)).toBeEnabled()
    expect(await seriousViolations(page, 'latch-root')).toEqual([])

    await modal.tabTo(modal.wallet(WALLET_NAME))
    await page.keyboard.press('Enter')
    await wallet.approveButton.focus()
    await page.keyboard.press('Enter')
    await expect(demo.accountButton).toBeVisible()
  })

  test('with ?legal=line the demo shows the terms as a line, nothing locked', async ({ demo, modal }) => {
    await demo.goto('legal=line')
    await demo.connectButton.click()
    await expect(modal.dialog.getByTestId('legal-notice')).toContainText(
      'By connecting a wallet, you agree to',
    )
    await expect(modal.dialog.getByRole('checkbox')).toHaveCount(0)
    await expect(modal.wallet(WALLET_NAME)).toBeEnabled()
  })
})
