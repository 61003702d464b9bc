import { expect, test, WALLET_NAME } from '../fixtures'
import { seriousViolations } from '../seriousViolations'

for (const theme of ['light', 'dark'] as const) {
  for (const mode of ['overlay', 'embedded'] as const) {
    test(`axe finds no serious or critical violation in any view reached (${theme}, ${mode})`, async ({
      page,
      demo,
      modal,
      wallet,
    }) => {
      // each axe pass injects and runs axe-core in the page (about 2 s here): seven of them outgrow 30 s
      test.slow()
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
      // a closed modal no longer opens by itself on a wallet's chain change: the button says so, a click opens it
      await expect(demo.accountButton).toHaveText('Wrong network')
      await demo.accountButton.click()
      await check('UnsupportedChain')
    })

    test(`axe finds no serious or critical violation in the Account tabs, Receive and Send (${theme}, ${mode})`, async ({
      page,
      demo,
      modal,
      wallet,
      account,
      send,
    }) => {
      test.slow()
      await page.emulateMedia({ reducedMotion: 'reduce' })
      const query = [theme === 'dark' && 'theme=dark', mode === 'embedded' && 'mode=embedded']
      await demo.goto(query.filter(Boolean).join('&'))
      const host = mode === 'embedded' ? 'latch-embedded' : 'latch-root'
      const check = async (view: string, what = view) => {
        await expect(modal.view(view)).toBeVisible()
        expect(await seriousViolations(page, host), what).toEqual([])
      }
      if (mode === 'overlay') await demo.connectButton.click()
      await modal.wallet(WALLET_NAME).click()
      await wallet.approve()
      await expect(demo.accountButton).toBeVisible()
      if (mode === 'overlay') await demo.accountButton.click()

      await expect(account.tokensList).toBeVisible()
      await check('Account', 'Tokens')
      await account.open('nfts')
      await expect(account.nftImages.first()).toBeVisible()
      await check('Account', 'NFTs')
      await account.open('activity')
      await expect(account.activityRows.first()).toBeVisible()
      await check('Account', 'Activity')
      await account.receiveButton.click()
      await check('WalletReceive')
      await modal.backButton.click()
      await account.sendButton.click()
      await expect(send.tokenButton).toContainText('ETH')
      await check('WalletSend')
      await send.tokenButton.click()
      await check('WalletSendSelectToken')
    })
  }
}
