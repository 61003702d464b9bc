import { DEVNET_ADDRESSES } from '@latch/devnet'
import type { Page } from '@playwright/test'
import { parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { devnetChain } from '../devnetChain'
import { expect, test } from '../fixtures'
import type { AccountPage } from '../pages/AccountPage'
import type { DemoPage } from '../pages/DemoPage'
import type { ModalPage } from '../pages/ModalPage'
import type { SendForm, SendPage } from '../pages/SendPage'
import { TestWalletPage } from '../pages/TestWalletPage'
import { WalletConnectPage } from '../pages/WalletConnectPage'
import { seriousViolations } from '../seriousViolations'
import { world } from '../world'

// Latch in the demo pairs with the WalletConnect test wallet page (a second page, WalletKit on anvil key 7,
// used by no other spec) through the e2e world's local relay.
const ACCOUNT = 7
const ADDRESS = DEVNET_ADDRESSES[ACCOUNT]!
const chain = devnetChain()

/** Opens the demo's modal at WalletConnect and waits for the QR code of a pairing URI. */
async function openWalletConnect(demo: DemoPage, modal: ModalPage, page: Page) {
  await demo.goto()
  await demo.connectButton.click()
  await modal.wallet('WalletConnect').click()
  const walletConnect = new WalletConnectPage(page)
  await expect(walletConnect.qr).toBeVisible()
  return walletConnect
}

/** The test wallet page in a second tab of the same browser, opened at the scanned URI. */
async function openTestWallet(page: Page, uri: string): Promise<TestWalletPage> {
  const wallet = new TestWalletPage(await page.context().newPage(), world().testWalletUrl)
  await wallet.goto({ account: ACCOUNT, uri })
  await expect(wallet.status).toHaveText('ready')
  return wallet
}

/** Scans the QR code with the test wallet, approves, and waits for Latch to show the account. */
async function pair(demo: DemoPage, modal: ModalPage, page: Page) {
  const walletConnect = await openWalletConnect(demo, modal, page)
  const wallet = await openTestWallet(page, await walletConnect.decodeQr())
  await wallet.approveProposal()
  await expect(demo.accountButtonAddress).toHaveText(`${ADDRESS.slice(0, 6)}…${ADDRESS.slice(-4)}`)
  return { walletConnect, wallet }
}

/** From the paired demo: Account, Send, the form filled, and Confirm, so the wallet is asked. */
async function sendThroughWallet(
  { demo, account, send }: { demo: DemoPage; account: AccountPage; send: SendPage },
  form: SendForm,
) {
  await demo.accountButton.click()
  await expect(account.tokensList).toBeVisible()
  await account.sendButton.click()
  await send.fill(form)
  await send.previewButton.click()
  await expect(send.fee).toHaveAttribute('data-status', 'ready')
  await send.confirmButton.click()
}

test.describe('WalletConnect', () => {
  // each test drives a second page (the test wallet's WalletKit) through the relay: 10 to 31 s measured
  // on CI, one pairing twice; the 30 s default left no margin
  test.describe.configure({ timeout: 90_000 })
  test('the QR code decodes to the pairing URI, which the test wallet approves: Latch shows its account', async ({
    demo,
    modal,
    page,
  }) => {
    const walletConnect = await openWalletConnect(demo, modal, page)
    await expect(modal.title).toHaveText('WalletConnect')
    await expect(walletConnect.status).toHaveText('Scan this QR code with your phone')
    const uri = await walletConnect.decodeQr()
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(new URL(uri).searchParams.get('relay-protocol')).toBe('irn')

    const wallet = await openTestWallet(page, uri)
    await expect(wallet.proposal.getByTestId('testwallet-proposal-name')).toHaveText('Latch demo')
    await wallet.approveProposal()
    await expect(demo.accountButtonAddress).toHaveText(`${ADDRESS.slice(0, 6)}…${ADDRESS.slice(-4)}`)
    await expect(modal.dialog).toBeHidden()
  })

  test('Copy link puts the same URI on the clipboard', async ({ demo, modal, page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const walletConnect = await openWalletConnect(demo, modal, page)
    await walletConnect.copyLink.click()
    await expect(modal.snackbar).toHaveText('Link copied')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await walletConnect.decodeQr())
  })

  test("the wallet's refusal shows 'Connection rejected'; Try again offers a new URI that pairs", async ({
    demo,
    modal,
    page,
  }) => {
    const walletConnect = await openWalletConnect(demo, modal, page)
    const first = await walletConnect.decodeQr()
    const wallet = await openTestWallet(page, first)
    await wallet.rejectProposal()
    await expect(walletConnect.error).toHaveText('Connection rejected')

    await walletConnect.retry.click()
    await expect(walletConnect.qr).toBeVisible()
    const second = await walletConnect.decodeQr()
    expect(second).not.toBe(first)
    await wallet.pair(second)
    await wallet.approveProposal()
    await expect(demo.accountButton).toBeVisible()
  })

  test('a URI counts as expired 10 s before its four minutes: the QR code shows a new one', async ({
    demo,
    modal,
    page,
  }) => {
    await page.clock.install()
    const walletConnect = await openWalletConnect(demo, modal, page)
    const first = await walletConnect.decodeQr()
    // counted from the first decode, which comes up to a few seconds after the URI was made
    await page.clock.fastForward('03:45')
    expect(await walletConnect.decodeQr()).toBe(first)
    await page.clock.fastForward('00:06')
    await expect.poll(() => walletConnect.decodeQr()).not.toBe(first)
  })

  test('a native transfer from the Send view is approved in the wallet and mined', async ({
    demo,
    modal,
    page,
    account,
    send,
  }) => {
    const { wallet } = await pair(demo, modal, page)
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    await sendThroughWallet({ demo, account, send }, { token: 'ETH', amount: '0.25', receiver })
    await expect(wallet.request.getByTestId('testwallet-request-summary')).toHaveText(
      `Send 0.25 ETH to ${receiver}`,
    )
    await wallet.approveRequest()
    await expect(modal.snackbar).toHaveAttribute('data-variant', 'success')
    expect(await chain.nativeBalance(receiver)).toBe(parseEther('0.25'))
  })

  test('a request the wallet rejects leaves the form as it was', async ({
    demo,
    modal,
    page,
    account,
    send,
  }) => {
    const { wallet } = await pair(demo, modal, page)
    const form = { token: 'ETH', amount: '0.1', receiver: privateKeyToAccount(generatePrivateKey()).address }
    await sendThroughWallet({ demo, account, send }, form)
    await wallet.rejectRequest()
    await expect(modal.snackbar).toHaveText('User rejected the request')
    // the transaction stack (spec §4): a refusal goes back from the preview to the form, kept as it was
    await expect(modal.view('WalletSend')).toBeVisible()
    expect(await send.read()).toEqual(form)
    expect(await chain.nativeBalance(form.receiver)).toBe(0n)
  })

  test('the session survives a reload; the wallet ending it disconnects Latch', async ({
    demo,
    modal,
    page,
  }) => {
    const { wallet } = await pair(demo, modal, page)
    await page.reload()
    await expect(demo.accountButtonAddress).toHaveText(`${ADDRESS.slice(0, 6)}…${ADDRESS.slice(-4)}`)
    await wallet.disconnect()
    await expect(demo.connectButton).toBeVisible()
  })

  test("Latch's Disconnect ends the session in the wallet too", async ({ demo, modal, page }) => {
    const { wallet } = await pair(demo, modal, page)
    await demo.accountButton.click()
    await modal.disconnectButton.click()
    await expect(demo.connectButton).toBeVisible()
    await expect(wallet.sessions).toHaveCount(0)
  })

  test('the WalletConnect view has no serious accessibility violations and works by keyboard', async ({
    demo,
    modal,
    page,
  }) => {
    await demo.openModalByKeyboard()
    await modal.tabTo(modal.wallet('WalletConnect'))
    await page.keyboard.press('Enter')
    const walletConnect = new WalletConnectPage(page)
    await expect(walletConnect.qr).toBeVisible()
    expect(await seriousViolations(page, 'latch-root')).toEqual([])
    await modal.tabTo(walletConnect.copyLink)
    await page.keyboard.press('Escape')
    await expect(modal.dialog).toBeHidden()
  })
})

test.describe('WalletConnect on a phone', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    isMobile: true,
    hasTouch: true,
  })

  test("choosing the test wallet opens its universal link with the URI; it pairs, and is then Latch's recent wallet", async ({
    demo,
    modal,
    page,
    context,
  }) => {
    await demo.goto()
    await demo.connectButton.click()
    const opened = context.waitForEvent('page')
    await modal.wallet('Latch Test Wallet').click()
    const walletPage = await opened
    // Spec: a universal link gets /wc?uri= with the pairing URI.
    const link = new URL(walletPage.url())
    expect(`${link.origin}/`).toBe(world().testWalletUrl)
    expect(link.pathname).toBe('/wc')
    expect(link.searchParams.get('uri')).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await expect(page.getByTestId('walletconnect-status')).toHaveText('Continue in Latch Test Wallet')

    const wallet = new TestWalletPage(walletPage, world().testWalletUrl)
    await expect(wallet.status).toHaveText('ready')
    await wallet.approveProposal()
    const address = DEVNET_ADDRESSES[0]!
    await expect(demo.accountButtonAddress).toHaveText(`${address.slice(0, 6)}…${address.slice(-4)}`)

    await demo.accountButton.click()
    await modal.disconnectButton.click()
    await demo.connectButton.click()
    await expect(modal.connectWallets().nth(1)).toContainText('Latch Test Wallet')
    await expect(modal.connectWallets().nth(1)).toContainText('Recent')
  })
})
