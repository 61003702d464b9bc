import { DEVNET_ADDRESSES } from '@latch/devnet'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import type { DemoPage } from '../pages/DemoPage'
import type { ModalPage } from '../pages/ModalPage'
import { TestWalletPage } from '../pages/TestWalletPage'
import { WalletConnectPage } from '../pages/WalletConnectPage'
import { readSession } from '../readSession'
import { world } from '../world'

// The demo with only its eip155 chains and a required sign-in kept by the services; the WalletConnect
// test wallet (anvil key 7, as walletConnect.spec.ts) in a second tab, through the e2e world's relay.
const ACCOUNT = 7
const ADDRESS = DEVNET_ADDRESSES[ACCOUNT]!

/** The demo's modal at WalletConnect, and the test wallet opened at its QR code's URI. */
async function scanWithTestWallet(demo: DemoPage, modal: ModalPage, page: Page, oneClick?: false) {
  await demo.goto('chains=eip155&siwx=required')
  await demo.connectButton.click()
  await modal.wallet('WalletConnect').click()
  const walletConnect = new WalletConnectPage(page)
  await expect(walletConnect.qr).toBeVisible()
  const wallet = new TestWalletPage(await page.context().newPage(), world().testWalletUrl)
  await wallet.goto({ account: ACCOUNT, uri: await walletConnect.decodeQr(), oneClick })
  await expect(wallet.status).toHaveText('ready')
  return wallet
}

test.describe('spec §5: WalletConnect one-click sign-in', () => {
  test.describe.configure({ timeout: 90_000 })

  test('one approval in the wallet connects and signs in; the services keep the session', async ({
    demo,
    modal,
    page,
    signIn,
  }) => {
    const wallet = await scanWithTestWallet(demo, modal, page)
    await expect(wallet.authRequest).toContainText('wants you to sign in with your Ethereum account')
    await expect(wallet.authRequest).toContainText(ADDRESS)
    await expect(wallet.proposal).toHaveCount(0)
    await wallet.approveAuthRequest()

    await expect(demo.accountButtonAddress).toHaveText(`${ADDRESS.slice(0, 6)}…${ADDRESS.slice(-4)}`)
    await expect(signIn.badge).toHaveText('Signed in')
    await expect(signIn.address).toHaveText(ADDRESS)
    await expect(modal.dialog).toBeHidden()
    // no second prompt: the sign-in view never asked the wallet to sign
    await expect(wallet.request).toHaveCount(0)
    const [id] = await signIn.keptSessionIds()
    expect(await readSession(id!)).toMatchObject({ status: 'active', address: ADDRESS })
  })

  test('a wallet without it approves the plain proposal, and the sign-in follows as usual', async ({
    demo,
    modal,
    page,
    signIn,
  }) => {
    const wallet = await scanWithTestWallet(demo, modal, page, false)
    await expect(wallet.authRequest).toHaveCount(0)
    await wallet.approveProposal()
    await expect(modal.title).toHaveText('Sign In')
    await signIn.signButton.click()
    await expect(wallet.request).toContainText('personal_sign')
    await wallet.approveRequest()
    await expect(signIn.badge).toHaveText('Signed in')
    await expect(signIn.address).toHaveText(ADDRESS)
    await expect(modal.dialog).toBeHidden()
  })
})
