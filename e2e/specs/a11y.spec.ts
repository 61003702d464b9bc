import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test, WALLET_NAME } from '../fixtures'

/** axe-core over Latch's shadow hosts on the real demo page: the serious and critical findings. */
async function seriousViolations(page: Page, host: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(`[data-testid="${host}"]`).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.html}`))
}

for (const theme of ['light', 'dark'] as const) {
  for (const mode of ['overlay', 'embedded'] as const) {
    test(`axe finds no serious or critical violation in any view reached (${theme}, ${mode})`, async ({
      page,
      demo,
      modal,
      wallet,
    }) => {
      // Animations end at once, so colours are measured as they show, not mid-fade.
      await page.emulateMedia({ reducedMotion: 'reduce' })
      const query = [theme === 'dark' && 'theme=dark', mode === 'embedded' && 'mode=embedded']
      await demo.goto(query.filter(Boolean).join('&'))
      const host = mode === 'embedded' ? 'latch-embedded' : 'latch-root'
      const check = async (view: string) => {
        await expect(modal.view(view)).toBeVisible()
        expect(await seriousViolations(page, host), view).toEqual([])
      }

      if (mode === 'overlay') await demo.connectButton.click()
      await check('Connect')
      await modal.allWallets.click()
      await check('AllWallets')
      await modal.backButton.click()

      await modal.wallet(WALLET_NAME).click()
      await expect(modal.connectingStatus).toBeVisible()
      await check('ConnectingExternal')
      await wallet.reject()
      await expect(modal.connectingError).toBeVisible()
      await check('ConnectingExternal')

      await modal.retry.click()
      await wallet.approve()
      await expect(demo.accountButton).toBeVisible()
      if (mode === 'overlay') await demo.accountButton.click()
      await check('Account')
      await modal.accountNetwork.click()
      await check('Networks')
      await modal.closeButton.click()

      await wallet.switchChain(1)
      if (mode === 'embedded') await demo.accountButton.click()
      await check('UnsupportedChain')
    })
  }
}
