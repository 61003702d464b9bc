import { expect, test } from '../fixtures'
import { FarcasterLoginPage } from '../pages/FarcasterLoginPage'
import { SocialLoginPage } from '../pages/SocialLoginPage'
import { seriousViolations } from '../seriousViolations'

test.describe('Sign In With Farcaster into the embedded wallet', () => {
  test.setTimeout(90_000)

  test('the view shows the link as a QR code; the Farcaster app (the devnet test app) names this page and browser, signs as fid 1 and shows a code; typed in the modal, the account connects named by its Farcaster user', async ({
    page,
    context,
    demo,
    modal,
  }) => {
    const social = new SocialLoginPage(page)
    const farcaster = new FarcasterLoginPage(page)
    await demo.goto()
    await demo.connectButton.click()
    await social.button('farcaster').click()
    await expect(modal.title).toHaveText('Farcaster')
    const link = await farcaster.link()
    expect(await seriousViolations(page, 'latch-root')).toEqual([])
    expect(link).toMatch(/channelToken=/)

    // the person's phone: the Farcaster app opened by the link names who asks, then signs with fid 1's
    // custody key and shows the code for the device that asked
    const app = await context.newPage()
    await app.goto(link)
    await expect(FarcasterLoginPage.requestFor(app)).toHaveText(
      `For: ${new URL(page.url()).origin} in Chrome on Linux`,
    )
    const code = await FarcasterLoginPage.signIn(app, link, 'ada')
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/)
    // back on the computer: the modal asks for it; a wrong one is refused, the right one connects
    await expect(farcaster.codeInput).toBeVisible()
    expect(await seriousViolations(page, 'latch-root')).toEqual([])
    await farcaster.enterCode('AAAA-AAAA')
    await expect(farcaster.codeError).toHaveText(
      'Invalid code: type the code your Farcaster app shows once you signed in.',
    )
    await expect(demo.accountButton).toHaveCount(0)
    await farcaster.enterCode(code)
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
    const again = await farcaster.link()
    expect(again).not.toBe(link)
    await farcaster.enterCode(await FarcasterLoginPage.signIn(app, again, 'ada'))
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
    const link = await new FarcasterLoginPage(page).link()
    await modal.tabTo(modal.backButton, 20)
    await page.keyboard.press('Enter')
    await expect(social.button('farcaster')).toBeVisible()

    const app = await context.newPage()
    await app.goto(link)
    await app.getByTestId('farcaster-user-grace').click()
    await expect(app.getByTestId('farcaster-outcome')).toBeVisible()
    // the frame that waited for it is gone, and a sign-in connects only with its code typed in the view,
    // which the page no longer shows: it stays unconnected
    await expect(new FarcasterLoginPage(page).codeInput).toHaveCount(0)
    await expect(demo.accountButton).toHaveCount(0)
    await expect(modal.title).toHaveText('Connect Wallet')
  })
})
