import { expect, test } from '../fixtures'
import { SocialLoginPage } from '../pages/SocialLoginPage'
import { seriousViolations } from '../seriousViolations'

test.describe('Sign In With Farcaster into the embedded wallet', () => {
  test.setTimeout(90_000)

  test('the view shows the link as a QR code; the Farcaster app (the devnet test app) signs as fid 1; the account is named by its Farcaster user', async ({
    page,
    context,
    demo,
    modal,
  }) => {
    const social = new SocialLoginPage(page)
    await demo.goto()
    await demo.connectButton.click()
    await social.button('farcaster').click()
    await expect(modal.title).toHaveText('Farcaster')
    await expect(page.getByTestId('farcaster-qr')).toBeVisible()
    expect(await seriousViolations(page, 'latch-root')).toEqual([])
    const link = (await page.getByTestId('farcaster-open').getAttribute('href')) ?? ''
    expect(link).toMatch(/channelToken=/)

    // the person's phone: the Farcaster app opened by the link, signing with fid 1's custody key
    const app = await context.newPage()
    await app.goto(link)
    await app.getByTestId('farcaster-user-ada').click()
    await expect(demo.accountButton).toBeVisible()
    const address = (await demo.address.textContent()) ?? ''
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await demo.accountButton.click()
    await expect(social.accountSocial).toHaveText('ada · Farcaster')
    await modal.disconnectButton.click()
    await expect(demo.connectButton).toBeVisible()

    // the same fid again: the same wallet
    await demo.connectButton.click()
    await social.button('farcaster').click()
    const again = (await page.getByTestId('farcaster-open').getAttribute('href')) ?? ''
    expect(again).not.toBe(link)
    await app.goto(again)
    await app.getByTestId('farcaster-user-ada').click()
    await expect(demo.address).toHaveText(address)
  })

  test('leaving the view unconnected drops the link: signing it afterwards connects nothing; into the view and Back by keyboard', async ({
    page,
    context,
    demo,
    modal,
  }) => {
    const social = new SocialLoginPage(page)
    await demo.openModalByKeyboard()
    await modal.tabTo(social.button('farcaster'), 20)
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('farcaster-qr')).toBeVisible()
    const link = (await page.getByTestId('farcaster-open').getAttribute('href')) ?? ''
    await modal.tabTo(modal.backButton, 20)
    await page.keyboard.press('Enter')
    await expect(social.button('farcaster')).toBeVisible()

    const app = await context.newPage()
    await app.goto(link)
    await app.getByTestId('farcaster-user-grace').click()
    await expect(app.getByTestId('farcaster-outcome')).toBeVisible()
    // the frame that waited for it is gone: the page stays unconnected
    await page.waitForTimeout(2500)
    await expect(demo.accountButton).toHaveCount(0)
    await expect(modal.title).toHaveText('Connect Wallet')
  })
})
