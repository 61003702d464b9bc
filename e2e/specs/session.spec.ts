import { DEMO_ACCOUNT_START_BALANCE } from '@latch/devnet'
import { expect, test } from '../fixtures'

test.describe('session', () => {
  test('reloading the page restores the connection silently', async ({ page, connect, demo, wallet }) => {
    await connect()
    await page.reload()
    await expect(demo.accountButtonAddress).toHaveText('0xf39F…2266')
    await expect(demo.accountButtonBalance).toHaveText(`${DEMO_ACCOUNT_START_BALANCE} ETH`)
    await expect(wallet.prompt).toBeHidden()
  })

  test('disconnect clears it, also after a reload', async ({ page, connect, demo, modal }) => {
    await connect()
    await demo.accountButton.click()
    await modal.disconnectButton.click()
    await expect(modal.dialog).toBeHidden()
    await expect(demo.connectButton).toHaveText('Connect Wallet')
    await expect(demo.status).toHaveText('disconnected')
    await page.reload()
    await expect(demo.connectButton).toHaveText('Connect Wallet')
    await expect(demo.status).toHaveText('disconnected')
  })

  test('the wallet revoking access disconnects the page', async ({ page, connect, demo }) => {
    await connect()
    await page.reload()
    await expect(demo.status).toHaveText('connected')
    // The wallet forgets the site (as an extension's "disconnect site" does); the reload finds no access.
    await page.evaluate(() => localStorage.removeItem('latch-devnet-wallet:v1'))
    await page.reload()
    await expect(demo.status).toHaveText('disconnected')
  })
})
