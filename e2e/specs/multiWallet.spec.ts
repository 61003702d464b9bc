import { DEV_WALLET_RDNS } from '@latch/devnet/wallet'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import type { DemoPage } from '../pages/DemoPage'
import { EmailLoginPage, testEmail } from '../pages/EmailLoginPage'
import type { ModalPage } from '../pages/ModalPage'
import { ProfileWalletsPage } from '../pages/ProfileWalletsPage'
import { seriousViolations } from '../seriousViolations'

/** The fixtures connectBoth uses. */
interface BothFixtures {
  page: Page
  demo: DemoPage
  modal: ModalPage
  connect: (query?: string) => Promise<void>
}

const BROWSER = DEV_WALLET_RDNS
const EMBEDDED = 'AUTH'

test.describe('several wallets at once (features.multiWallet, spec §6)', () => {
  // Each test walks a real email login: a mailed code and the frame's key.
  test.setTimeout(120_000)

  /** With `?multi-wallet=1`: the dev wallet, then the email login added from ProfileWallets. Returns both addresses. */
  async function connectBoth({ page, demo, modal, connect }: BothFixtures) {
    const wallets = new ProfileWalletsPage(page)
    const login = new EmailLoginPage(page)
    await connect('multi-wallet=1')
    const browserAddress = (await demo.address.textContent()) ?? ''
    await demo.accountButton.click()
    await wallets.openButton.click()
    await expect(modal.title).toHaveText('Profile Wallets')
    await expect(wallets.rows).toHaveCount(1)
    await expect(wallets.row(BROWSER)).toHaveAttribute('data-status', 'connected')
    await wallets.addButton.click()
    await expect(modal.title).toHaveText('Connect Wallet')
    await login.codeInput.fill(await login.requestCode(testEmail('multi')))
    await expect(demo.address).not.toHaveText(browserAddress)
    await expect(demo.accountButton).toBeVisible()
    const embeddedAddress = (await demo.address.textContent()) ?? ''
    expect(embeddedAddress).toMatch(/^0x[0-9a-fA-F]{40}$/)
    return { wallets, browserAddress, embeddedAddress }
  }

  test('a browser wallet and the email login side by side: ProfileWallets lists both, Switch moves the account between them, Disconnect hands over', async ({
    page,
    demo,
    modal,
    connect,
  }) => {
    const { wallets, browserAddress, embeddedAddress } = await connectBoth({ page, demo, modal, connect })

    await demo.accountButton.click()
    await wallets.openButton.click()
    await expect(wallets.rows).toHaveCount(2)
    // spec §4: connected is the one in use, active the one held beside it
    await expect(wallets.row(BROWSER)).toHaveAttribute('data-status', 'active')
    await expect(wallets.row(EMBEDDED)).toHaveAttribute('data-status', 'connected')
    await expect(wallets.address(BROWSER)).toHaveAttribute('title', browserAddress)
    await expect(wallets.address(EMBEDDED)).toHaveAttribute('title', embeddedAddress)
    expect(await seriousViolations(page, 'latch-root')).toEqual([])

    await wallets.switchButton(BROWSER).click()
    await expect(wallets.row(BROWSER)).toHaveAttribute('data-status', 'connected')
    await expect(wallets.row(EMBEDDED)).toHaveAttribute('data-status', 'active')
    await expect(demo.address).toHaveText(browserAddress)
    await modal.backButton.click()
    await expect(modal.accountAddress).toHaveAttribute('title', browserAddress)

    await wallets.openButton.click()
    await wallets.switchButton(EMBEDDED).click()
    await expect(demo.address).toHaveText(embeddedAddress)

    // ending the one in use: the browser wallet, still held, takes over
    await wallets.disconnectButton(EMBEDDED).click()
    await expect(wallets.rows).toHaveCount(1)
    await expect(wallets.row(BROWSER)).toHaveAttribute('data-status', 'connected')
    await expect(demo.address).toHaveText(browserAddress)
  })

  test('by keyboard alone: from the account button to ProfileWallets, switch, and back', async ({
    page,
    demo,
    modal,
    connect,
  }) => {
    const { wallets, browserAddress } = await connectBoth({ page, demo, modal, connect })

    await demo.accountButton.focus()
    await page.keyboard.press('Enter')
    await modal.tabTo(wallets.openButton)
    await page.keyboard.press('Enter')
    await expect(modal.title).toHaveText('Profile Wallets')
    await modal.tabTo(wallets.switchButton(BROWSER))
    await page.keyboard.press('Enter')
    await expect(wallets.row(BROWSER)).toHaveAttribute('data-status', 'connected')
    await expect(demo.address).toHaveText(browserAddress)
    // the row's Switch is gone; the keyboard stays on the row, inside the dialog
    expect(await modal.focused()).toBe(`profile-wallet-disconnect-${BROWSER}`)
    await page.keyboard.press('Escape')
    await expect(modal.dialog).toBeHidden()
  })

  test('off (the default): one wallet at a time, and the Account offers no Wallets, with the browser wallet or the email login', async ({
    page,
    demo,
    modal,
    connect,
  }) => {
    const wallets = new ProfileWalletsPage(page)
    const login = new EmailLoginPage(page)
    await connect()
    const browserAddress = (await demo.address.textContent()) ?? ''
    await demo.accountButton.click()
    await expect(modal.accountAddress).toBeVisible()
    await expect(wallets.openButton).toHaveCount(0)
    await modal.disconnectButton.click()
    await demo.connectButton.click()
    await login.codeInput.fill(await login.requestCode(testEmail('single')))
    await expect(demo.address).not.toHaveText(browserAddress)
    await demo.accountButton.click()
    await expect(wallets.openButton).toHaveCount(0)
  })
})
