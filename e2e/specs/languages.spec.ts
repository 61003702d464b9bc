import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { clippedText } from '../clippedText'
import { expect, test, WALLET_NAME } from '../fixtures'
import { seriousViolations } from '../seriousViolations'

const locales = join(import.meta.dirname, '../../packages/react/src/i18n/locales')
const catalogue = (tag: string): Record<string, string> =>
  JSON.parse(readFileSync(join(locales, `${tag}.json`), 'utf8'))

// Arabic is right to left; German has the longest words of the catalogues.
for (const tag of ['ar', 'de'] as const) {
  const words = catalogue(tag)

  test(`the modal speaks ${tag}, mirrored when right to left, with nothing clipped in any view reached`, async ({
    page,
    demo,
    modal,
    wallet,
    account,
  }, testInfo) => {
    test.slow()
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const shoot = async (view: string) => {
      await expect(modal.view(view)).toBeVisible()
      expect(await clippedText(modal.dialog), `${tag} ${view}`).toEqual([])
      await page.screenshot({ path: testInfo.outputPath(`${tag}-${view}.png`) })
    }
    await demo.goto(`locale=${tag}`)
    await expect(demo.connectButton).toHaveText(words['button.connect'] as string)
    await demo.connectButton.click()
    await expect(modal.dialog).toHaveAttribute('dir', tag === 'ar' ? 'rtl' : 'ltr')
    await expect(modal.dialog).toHaveAttribute('lang', tag)
    await expect(modal.title).toHaveText(words['title.Connect'] as string)
    await shoot('Connect')
    expect(await seriousViolations(page, 'latch-root'), 'Connect').toEqual([])
    await modal.allWallets.click()
    await expect(modal.title).toHaveText(words['title.AllWallets'] as string)
    await shoot('AllWallets')
    await modal.backButton.click()

    await modal.wallet(WALLET_NAME).click()
    await wallet.approve()
    await demo.accountButton.click()
    await expect(modal.title).toHaveText(words['title.Account'] as string)
    await shoot('Account')
    expect(await seriousViolations(page, 'latch-root'), 'Account').toEqual([])
    await account.sendButton.click()
    await expect(modal.title).toHaveText(words['title.WalletSend'] as string)
    await shoot('WalletSend')
  })
}

test('the language switches at run time in the open modal, and back to English', async ({ demo, modal }) => {
  // embedded: the page's picker stays usable beside the open modal
  await demo.goto('mode=embedded')
  await expect(modal.title).toHaveText('Connect Wallet')
  await demo.page.getByTestId('demo-locale').selectOption('ar')
  await expect(modal.title).toHaveText(catalogue('ar')['title.Connect'] as string)
  await expect(modal.dialog).toHaveAttribute('dir', 'rtl')
  await demo.page.getByTestId('demo-locale').selectOption('en')
  await expect(modal.title).toHaveText('Connect Wallet')
  await expect(modal.dialog).toHaveAttribute('dir', 'ltr')
})
