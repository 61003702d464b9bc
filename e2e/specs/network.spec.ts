import { DEMO_ACCOUNT_START_BALANCE } from '@latch/devnet'
import { expect, test } from '../fixtures'

test.describe('networks', () => {
  test('the person switches network from the modal', async ({ connect, demo, modal }) => {
    await connect()
    await demo.accountButton.click()
    await modal.accountNetwork.click()
    await expect(modal.view('Networks')).toBeVisible()
    await modal.network('eip155:31338').click()
    await expect(modal.view('Account')).toBeVisible()
    await expect(modal.accountNetwork).toContainText('Latch Devnet B')
    await expect(demo.network).toHaveText('Latch Devnet B')
    await expect(demo.accountButtonBalance).toHaveText(`${DEMO_ACCOUNT_START_BALANCE} ETH`)
  })

  test("the wallet's own chain change is reflected", async ({ connect, demo, wallet }) => {
    await connect()
    await expect(demo.network).toHaveText('Latch Devnet')
    await wallet.switchChain(31338)
    await expect(demo.network).toHaveText('Latch Devnet B')
  })

  test('on a chain the host did not configure: the closed modal stays closed, the button says so, its click shows UnsupportedChain, which closes like any view', async ({
    page,
    connect,
    demo,
    modal,
    wallet,
  }) => {
    await connect()
    await wallet.switchChain(1)
    await expect(demo.accountButton).toHaveText('Wrong network')
    await expect(modal.dialog).toBeHidden()

    await demo.accountButton.click()
    await expect(modal.view('UnsupportedChain')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(modal.dialog).toBeHidden()

    await demo.accountButton.click()
    await expect(modal.view('UnsupportedChain')).toBeVisible()
    await modal.network('eip155:31337').click()
    await expect(modal.dialog).toBeHidden()
    await expect(demo.network).toHaveText('Latch Devnet')
    await expect(demo.accountButtonBalance).toHaveText(`${DEMO_ACCOUNT_START_BALANCE} ETH`)
  })
})
