import { DEMO_ACCOUNT } from '@latch/devnet'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { seriousViolations } from '../seriousViolations'
import { world } from '../world'

// Receive only reads: the demo account is fine here.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText())

test.describe('receive', () => {
  test('the QR code decodes to the connected address, shown in full with the networks it receives on', async ({
    page,
    connect,
    demo,
    modal,
    account,
    receive,
  }) => {
    await connect()
    await demo.accountButton.click()
    await account.receiveButton.click()
    await expect(modal.view('WalletReceive')).toBeVisible()
    await expect(modal.title).toHaveText('Receive')
    await expect(receive.address).toHaveText(DEMO_ACCOUNT)
    await expect(receive.qr).toHaveAttribute('role', 'img')
    await expect(receive.qr).toHaveAccessibleName(`QR code of the address ${DEMO_ACCOUNT}`)
    expect(await receive.decodeQr()).toBe(DEMO_ACCOUNT)

    const chains = world().chains
    await expect(receive.networks).toHaveCount(chains.length)
    for (const chain of chains) await expect(receive.network(`eip155:${chain.id}`)).toHaveText(chain.name)

    await receive.copyButton.click()
    await expect(modal.snackbar).toHaveText('Address copied')
    expect(await readClipboard(page)).toBe(DEMO_ACCOUNT)

    expect(await seriousViolations(page, 'latch-root')).toEqual([])
    await modal.backButton.click()
    await expect(modal.view('Account')).toBeVisible()
  })

  test('Receive is reached and its address copied with the keyboard alone', async ({
    page,
    connect,
    demo,
    modal,
    account,
    receive,
  }) => {
    await connect()
    await demo.accountButton.focus()
    await page.keyboard.press('Enter')
    await expect(modal.view('Account')).toBeVisible()
    await modal.tabTo(account.receiveButton)
    await page.keyboard.press('Enter')
    await expect(modal.view('WalletReceive')).toBeVisible()
    await expect(modal.title).toBeFocused()
    await expect(modal.announcement).toHaveText('Receive')

    await page.evaluate(() => navigator.clipboard.writeText(''))
    await modal.tabTo(receive.copyButton)
    await page.keyboard.press('Enter')
    await expect(modal.snackbar).toHaveText('Address copied')
    expect(await readClipboard(page)).toBe(DEMO_ACCOUNT)

    await modal.tabTo(modal.backButton)
    await page.keyboard.press('Enter')
    await expect(modal.view('Account')).toBeVisible()
    expect(await modal.focusInDialog()).toBe(true)
  })
})
