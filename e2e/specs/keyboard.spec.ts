import { expect, test, WALLET_NAME } from '../fixtures'

/** A page taller than the window, so the page behind the overlay has somewhere to scroll. */
const SHORT_WINDOW = { width: 1000, height: 260 }

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
    // The listing's recommended wallets have arrived: four wallets, then All Wallets.
    await expect(modal.connectWallets()).toHaveCount(5)

    const focusedTestId = () =>
      page.evaluate(() => {
        let active = document.activeElement
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
        return active?.getAttribute('data-testid') ?? active?.tagName ?? null
      })
    const seen: (string | null)[] = []
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab')
      seen.push(await focusedTestId())
    }
    // Close, WalletConnect, the installed wallet, the listing's first two, All Wallets, then the email field
    // (after the wallets, since one is installed; its Continue waits for an address) and the seven social
    // logins: fourteen stops, then around again; never out to the page.
    expect(new Set(seen)).toEqual(
      new Set([
        'modal-close',
        'wallet-walletConnect',
        'wallet-dev.latch.devnet-wallet',
        'wallet-latch-test-wallet',
        'wallet-metamask',
        'all-wallets',
        'email-input',
        ...['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'].map((p) => `social-${p}`),
      ]),
    )

    await page.keyboard.press('Escape')
    await expect(modal.dialog).toBeHidden()
    expect(await focusedTestId()).toBe('connect-button')
  })

  test('the whole connection works with the keyboard alone', async ({ modal, connectByKeyboard }) => {
    await connectByKeyboard()
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

  test('focus moves into the new view and its title is announced; Escape closes from there', async ({
    page,
    demo,
    modal,
  }) => {
    await demo.goto()
    await demo.connectButton.focus()
    await page.keyboard.press('Enter')
    await expect(modal.wallet('WalletConnect')).toBeFocused()
    await modal.tabTo(modal.allWallets)
    await page.keyboard.press('Enter')
    await expect(modal.view('AllWallets')).toBeVisible()
    await expect(modal.title).toBeFocused()
    await expect(modal.title).toHaveText('All Wallets')
    await expect(modal.announcement).toHaveText('All Wallets')
    expect(await modal.focusInDialog()).toBe(true)
    // The view's controls are next in Tab order.
    await modal.tabTo(modal.search)

    await page.keyboard.press('Escape')
    await expect(modal.dialog).toBeHidden()
    expect(await modal.focused()).toBe('connect-button')
  })

  test('while the overlay is open the page behind is inert and does not scroll; both come back on close', async ({
    page,
    demo,
    modal,
  }) => {
    await page.setViewportSize(SHORT_WINDOW)
    await demo.goto()
    await demo.wheel()
    await expect.poll(() => demo.scrollY()).toBeGreaterThan(0)
    await demo.connectButton.focus()
    await page.keyboard.press('Enter')
    await expect(modal.dialog).toBeVisible()
    await expect(demo.appRoot).toHaveAttribute('inert', '')
    await expect(demo.appRoot).toHaveAttribute('aria-hidden', 'true')
    await demo.wheel()
    // Time enough for the smooth scroll the same wheel makes once the overlay is closed.
    await page.waitForTimeout(500)
    expect(await demo.scrollY()).toBe(0)

    await page.keyboard.press('Escape')
    await expect(modal.dialog).toBeHidden()
    await expect(demo.appRoot).not.toHaveAttribute('inert')
    await expect(demo.appRoot).not.toHaveAttribute('aria-hidden')
    await demo.wheel()
    await expect.poll(() => demo.scrollY()).toBeGreaterThan(0)
    expect(await modal.focused()).toBe('connect-button')
  })

  test('reject in the wallet, then retry and connect, with the keyboard alone', async ({
    page,
    demo,
    modal,
    wallet,
  }) => {
    await demo.goto()
    await demo.connectButton.focus()
    await page.keyboard.press('Enter')
    await expect(modal.wallet('WalletConnect')).toBeFocused()
    await modal.tabTo(modal.wallet(WALLET_NAME))
    await page.keyboard.press('Enter')
    // The chosen row is gone with its view: focus is on the new view's title, not the page.
    await expect(modal.view('ConnectingExternal')).toBeVisible()
    await expect(modal.title).toBeFocused()
    await expect(modal.announcement).toHaveText('Connecting')
    await expect(modal.connectingStatus).toBeVisible()

    await wallet.rejectButton.focus()
    await page.keyboard.press('Enter')
    await expect(modal.connectingError).toBeVisible()
    // The wallet's prompt closed with focus in it; the next key brings focus back into the dialog.
    await page.keyboard.press('Tab')
    expect(await modal.focusInDialog()).toBe(true)
    await modal.tabTo(modal.retry)
    await page.keyboard.press('Enter')
    await expect(wallet.prompt).toBeVisible()
    expect(await modal.focused()).not.toBe('BODY')

    await wallet.approveButton.focus()
    await page.keyboard.press('Enter')
    await expect(demo.accountButton).toBeVisible()
    await expect(modal.dialog).toBeHidden()
  })

  test('switch network from the Networks view with the keyboard alone', async ({
    page,
    demo,
    modal,
    connectByKeyboard,
  }) => {
    await connectByKeyboard()
    await expect(modal.dialog).toBeHidden()
    await demo.accountButton.focus()
    await page.keyboard.press('Enter')
    await expect(modal.view('Account')).toBeVisible()
    expect(await modal.focusInDialog()).toBe(true)
    await modal.tabTo(modal.accountNetwork)
    await page.keyboard.press('Enter')
    await expect(modal.view('Networks')).toBeVisible()
    await expect(modal.title).toBeFocused()
    await expect(modal.announcement).toHaveText('Choose Network')

    await modal.tabTo(modal.network('eip155:31338'))
    await page.keyboard.press('Enter')
    await expect(modal.view('Account')).toBeVisible()
    await expect(modal.accountNetwork).toContainText('Latch Devnet B')
    await expect(demo.network).toHaveText('Latch Devnet B')
    expect(await modal.focusInDialog()).toBe(true)
    await page.keyboard.press('Escape')
    await expect(modal.dialog).toBeHidden()
    expect(await modal.focused()).toBe('account-button')
  })

  test('disconnect from Account with the keyboard alone', async ({
    page,
    demo,
    modal,
    connectByKeyboard,
  }) => {
    await connectByKeyboard()
    await expect(modal.dialog).toBeHidden()
    await demo.accountButton.focus()
    await page.keyboard.press('Enter')
    await expect(modal.view('Account')).toBeVisible()
    await modal.tabTo(modal.disconnectButton)
    await page.keyboard.press('Enter')
    await expect(modal.dialog).toBeHidden()
    await expect(demo.status).toHaveText('disconnected')
    await expect(demo.connectButton).toHaveText('Connect Wallet')
    // The same button, now "Connect Wallet", has focus back.
    expect(await modal.focused()).toBe('connect-button')
  })

  test('embedded mode neither locks the page scroll nor makes the page inert', async ({
    page,
    demo,
    modal,
  }) => {
    await page.setViewportSize(SHORT_WINDOW)
    await demo.goto('mode=embedded')
    const embedded = page.getByTestId('latch-embedded').getByRole('dialog')
    await expect(embedded).toBeVisible()
    await modal.allWallets.focus()
    await page.keyboard.press('Enter')
    await expect(modal.view('AllWallets')).toBeVisible()
    await expect(modal.title).toBeFocused()
    await expect(demo.appRoot).not.toHaveAttribute('inert')
    await expect(demo.appRoot).not.toHaveAttribute('aria-hidden')
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('')
    await demo.wheel()
    await expect.poll(() => demo.scrollY()).toBeGreaterThan(0)
  })
})
