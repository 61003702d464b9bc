import { expect, test, WALLET_NAME } from '../fixtures'

test.describe('keyboard and accessibility', () => {
  test('Tab cycles inside the dialog, Escape closes, focus returns to the button', async ({
    page,
    demo,
    modal,
  }) => {
    await demo.goto()
    await demo.connectButton.focus()
    await page.keyboard.press('Enter')
    await expect(modal.dialog).toBeVisible()
    await expect(modal.dialog).toHaveAttribute('aria-modal', 'true')
    await expect(modal.dialog).toHaveAccessibleName('Connect Wallet')

    const focusedTestId = () =>
      page.evaluate(() => {
        let active = document.activeElement
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
        return active?.getAttribute('data-testid') ?? active?.tagName ?? null
      })
    const seen: (string | null)[] = []
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab')
      seen.push(await focusedTestId())
    }
    // Close, the wallet, All Wallets: three stops, then around again; never out to the page.
    expect(new Set(seen)).toEqual(new Set(['modal-close', `wallet-dev.latch.devnet-wallet`, 'all-wallets']))

    await page.keyboard.press('Escape')
    await expect(modal.dialog).toBeHidden()
    expect(await focusedTestId()).toBe('connect-button')
  })

  test('the whole connection works with the keyboard alone', async ({ page, demo, modal, wallet }) => {
    await demo.goto()
    await demo.connectButton.focus()
    await page.keyboard.press('Enter')
    await expect(modal.wallet(WALLET_NAME)).toBeFocused()
    await page.keyboard.press('Enter')
    await wallet.approveButton.focus()
    await page.keyboard.press('Enter')
    await expect(demo.accountButton).toBeVisible()
    await expect(modal.dialog).toBeHidden()
  })

  test('every control in the modal has a label', async ({ page, demo }) => {
    await demo.goto()
    await demo.connectButton.click()
    const unlabelled = await page.evaluate(() => {
      const root = document.querySelector('[data-testid="latch-root"]')?.shadowRoot
      return Array.from(root?.querySelectorAll('button, input, select') ?? [])
        .filter(
          (el) =>
            !(
              el.getAttribute('aria-label') ||
              el.textContent?.trim() ||
              (el as HTMLInputElement).labels?.length
            ),
        )
        .map((el) => el.outerHTML)
    })
    expect(unlabelled).toEqual([])
  })
})
