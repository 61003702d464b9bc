import { DEMO_ACCOUNT, DEMO_ACCOUNT_START_BALANCE, DEVNET_ADDRESSES } from '@latch/devnet'
import { expect, test, WALLET_NAME } from '../fixtures'

test.describe('connecting a browser wallet', () => {
  test('the modal lists the wallet announced over EIP-6963', async ({ demo, modal }) => {
    await demo.goto()
    await demo.connectButton.click()
    await expect(modal.dialog).toBeVisible()
    await expect(modal.title).toHaveText('Connect Wallet')
    await expect(modal.wallet(WALLET_NAME)).toBeVisible()
    await modal.allWallets.click()
    await modal.search.fill('devnet')
    await expect(modal.wallet(WALLET_NAME)).toBeVisible()
    await modal.search.fill('no such wallet')
    await expect(modal.noWalletMatch).toBeVisible()
  })

  test('choosing it connects and shows the Account view with address, balance floored to 3 decimals and network', async ({
    demo,
    modal,
    wallet,
  }) => {
    await demo.goto()
    await demo.connectButton.click()
    await modal.wallet(WALLET_NAME).click()
    await expect(modal.connectingStatus).toBeVisible()
    await expect(wallet.summary).toContainText('Connect to')
    await wallet.approve()

    await expect(modal.dialog).toBeHidden()
    await expect(demo.accountButtonAddress).toHaveText('0xf39F…2266')
    await expect(demo.accountButtonBalance).toHaveText(`${DEMO_ACCOUNT_START_BALANCE} ETH`)
    await expect(demo.status).toHaveText('connected')
    await expect(demo.address).toHaveText('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')

    await demo.accountButton.click()
    await expect(modal.view('Account')).toBeVisible()
    await expect(modal.accountAddress).toHaveText('0xf39F…2266')
    await expect(modal.accountBalance).toHaveText(`${DEMO_ACCOUNT_START_BALANCE} ETH`)
    await expect(modal.accountNetwork).toContainText('Latch Devnet')
  })

  test('copy address puts the full address on the clipboard', async ({
    page,
    context,
    connect,
    demo,
    modal,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await connect()
    await demo.accountButton.click()
    await modal.copyAddress.click()
    await expect(modal.snackbar).toHaveText('Address copied')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    )
  })

  test('rejecting in the wallet shows "Connection rejected" with a retry, and nothing stays half-connected', async ({
    demo,
    modal,
    wallet,
  }) => {
    await demo.goto()
    await demo.connectButton.click()
    await modal.wallet(WALLET_NAME).click()
    await wallet.reject()
    await expect(modal.connectingError).toHaveText('Connection rejected')
    await expect(demo.status).toHaveText('disconnected')
    await expect(demo.address).toHaveText('—')

    await modal.retry.click()
    await wallet.approve()
    await expect(modal.dialog).toBeHidden()
    await expect(demo.status).toHaveText('connected')
  })

  test("closing the modal during a connection attempt ends it ('Modal closed'): approving afterwards does not connect the page", async ({
    page,
    demo,
    modal,
    wallet,
  }) => {
    await demo.goto()
    await demo.connectButton.click()
    await modal.wallet(WALLET_NAME).click()
    await expect(wallet.summary).toContainText('Connect to')
    await modal.closeButton.click()
    // the wallet's prompt is a dialog of its own and stays open; Latch's modal is gone
    await expect(modal.title).toBeHidden()

    await wallet.approve()
    await expect(wallet.summary).toBeHidden()
    await expect(demo.status).toHaveText('disconnected')
    await expect(demo.connectButton).toBeVisible()
    // nor on the next visit: Latch never recorded the wallet, so it does not restore it
    await page.reload()
    await expect(demo.connectButton).toBeVisible()
    await expect(demo.status).toHaveText('disconnected')
  })

  test('a wallet that throws shows "Failed to connect" and leaves the page disconnected', async ({
    demo,
    modal,
  }) => {
    await demo.goto('devwallet-fault=throw')
    await demo.connectButton.click()
    await modal.wallet(WALLET_NAME).click()
    await expect(modal.connectingError).toHaveText('Failed to connect')
    await expect(demo.status).toHaveText('disconnected')
  })

  test('a wallet that never answers times out with a clear message', async ({ demo, modal }) => {
    await demo.goto('devwallet-fault=hang&connect-timeout=2000')
    await demo.connectButton.click()
    await modal.wallet(WALLET_NAME).click()
    await expect(modal.connectingError).toHaveText('Failed to connect')
    await expect(modal.dialog).toContainText('No answer from the wallet within 2 s')
    await expect(demo.status).toHaveText('disconnected')
  })

  test("the demo's ?devwallet-account connects as another of anvil's ten accounts, and anything but 0 to 9 as the demo account", async ({
    page,
    connect,
    demo,
  }) => {
    await connect('devwallet-account=2')
    await expect(demo.address).toHaveText(DEVNET_ADDRESSES[2])
    // Forget the site in the wallet and in Latch, then ask for an account the devnet does not have.
    await page.evaluate(() => localStorage.clear())
    await connect('devwallet-account=10')
    await expect(demo.address).toHaveText(DEMO_ACCOUNT)
  })
})
