import { test as base, expect } from '@playwright/test'
import { AccountPage } from './pages/AccountPage'
import { DemoPage } from './pages/DemoPage'
import { DevWalletPage } from './pages/DevWalletPage'
import { ModalPage } from './pages/ModalPage'
import { ReceivePage } from './pages/ReceivePage'
import { SendPage } from './pages/SendPage'
import { SignInPage } from './pages/SignInPage'
import { SwapPage } from './pages/SwapPage'

export const WALLET_NAME = 'Latch Devnet Wallet'

interface Fixtures {
  demo: DemoPage
  modal: ModalPage
  wallet: DevWalletPage
  account: AccountPage
  send: SendPage
  swap: SwapPage
  receive: ReceivePage
  signIn: SignInPage
  /** Every URL the page asked for that is not on 127.0.0.1; checked empty after each test. */
  externalRequests: string[]
  /** Opens the demo and connects the dev wallet, approving in its prompt (`devwallet-account=1` connects as account 1). */
  connect: (query?: string) => Promise<void>
  /**
   * The same with the keyboard alone. The wallet's prompt stands for an extension's own window: a
   * person moves to it (here: focus()) and answers with Enter.
   */
  connectByKeyboard: (query?: string) => Promise<void>
}

function isLocal(url: string): boolean {
  const { protocol, hostname } = new URL(url)
  return protocol === 'data:' || protocol === 'blob:' || hostname === '127.0.0.1'
}

export const test = base.extend<Fixtures>({
  externalRequests: [
    async ({ page }, use) => {
      const external: string[] = []
      page.on('request', (request) => {
        if (!isLocal(request.url())) external.push(request.url())
      })
      await use(external)
      expect(external, 'the page made requests outside 127.0.0.1').toEqual([])
    },
    { auto: true },
  ],
  demo: async ({ page }, use) => use(new DemoPage(page)),
  modal: async ({ page }, use) => use(new ModalPage(page)),
  wallet: async ({ page }, use) => use(new DevWalletPage(page)),
  account: async ({ page }, use) => use(new AccountPage(page)),
  send: async ({ page }, use) => use(new SendPage(page)),
  swap: async ({ page }, use) => use(new SwapPage(page)),
  receive: async ({ page }, use) => use(new ReceivePage(page)),
  signIn: async ({ page }, use) => use(new SignInPage(page)),
  connect: async ({ demo, modal, wallet }, use) => {
    await use(async (query = '') => {
      await demo.goto(query)
      await demo.connectButton.click()
      await modal.wallet(WALLET_NAME).click()
      await wallet.approve()
      await expect(demo.accountButton).toBeVisible()
    })
  },
  connectByKeyboard: async ({ page, demo, modal, wallet }, use) => {
    await use(async (query = '') => {
      await demo.goto(query)
      await demo.connectButton.focus()
      await page.keyboard.press('Enter')
      // The first wallet has focus: WalletConnect, first in the spec's connector type order.
      await expect(modal.wallet('WalletConnect')).toBeFocused()
      await modal.tabTo(modal.wallet(WALLET_NAME))
      await page.keyboard.press('Enter')
      await wallet.approveButton.focus()
      await page.keyboard.press('Enter')
      await expect(demo.accountButton).toBeVisible()
    })
  },
})

export { expect }
