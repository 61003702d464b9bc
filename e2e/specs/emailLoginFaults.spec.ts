import { expect, test } from '../fixtures'
import { readLoginCode } from '../mailbox'
import { EmailLoginPage, testEmail } from '../pages/EmailLoginPage'
import { expireLoginCode } from '../test-support/startCodeExpiry'
import { world } from '../world'

// The services' code check, as the frame calls it (the page never does: only the frame's origin may).
const VERIFY = '**/v1/auth/email/verify**'

test.describe('email login when things go wrong', () => {
  test.setTimeout(60_000)

  test('a frame that never loads: past the load limit (1.5 s here, 20 s by default) the alert says so and Connect shows again', async ({
    page,
    demo,
    modal,
  }) => {
    const login = new EmailLoginPage(page)
    // port 9 on loopback is closed: the frame's page never loads, so it never says READY
    await demo.goto('frame=http://127.0.0.1:9&frame-load-timeout=1500')
    await demo.connectButton.click()
    await login.submitEmail(testEmail('noframe'))
    await expect(modal.alert).toContainText('Unable to load email login dependency')
    await expect(modal.title).toHaveText('Connect Wallet')
    await expect(login.emailError).toHaveText('Unable to load email login dependency')
  })

  test('the services go away mid-login: the code entry says so and keeps the code; back, the same code logs in', async ({
    page,
    demo,
  }) => {
    const login = new EmailLoginPage(page)
    const email = testEmail('outage')
    await demo.goto()
    await demo.connectButton.click()
    const code = await login.requestCode(email)
    await page.route(VERIFY, (route) => route.abort('connectionrefused'))
    await login.codeInput.fill(code)
    await expect(login.codeError).toHaveText('The login service is unreachable. Try again in a moment.')
    await expect(login.codeInput).toHaveValue(code)
    await page.unroute(VERIFY)
    await page.getByTestId('email-otp-submit').click()
    await expect(demo.accountButton).toBeVisible()
  })

  test('a code past its 10 minutes is refused with the services’ “Code expired”, and the entry stays', async ({
    page,
    demo,
    modal,
  }) => {
    const login = new EmailLoginPage(page)
    const email = testEmail('expired')
    await demo.goto()
    await demo.connectButton.click()
    const code = await login.requestCode(email)
    await expireLoginCode(world().codeExpiryUrl, email)
    await login.codeInput.fill(code)
    await expect(login.codeError).toHaveText('Code expired')
    await expect(modal.title).toHaveText('Email Login')
    await expect(demo.accountButton).toBeHidden()
  })

  test('a login request past its limit (3 s here, 120 s by default) shows “Embedded Wallet Request Timed Out”', async ({
    page,
    demo,
    modal,
  }) => {
    const login = new EmailLoginPage(page)
    const email = testEmail('slow')
    await demo.goto('login-timeout=3000')
    await demo.connectButton.click()
    const code = await login.requestCode(email)
    // the services take the code and never answer
    await page.route(VERIFY, () => {})
    await login.codeInput.fill(code)
    await expect(modal.alert).toContainText('Embedded Wallet Request Timed Out')
    await expect(login.codeError).toHaveText('Embedded Wallet Request Timed Out')
  })

  test('by keyboard alone: the address, the code, and a signature approved in the frame (sign-in with the wallet)', async ({
    page,
    demo,
    modal,
    signIn,
  }) => {
    const { mailboxUrl } = world()
    const login = new EmailLoginPage(page)
    const email = testEmail('keys')
    await demo.openModalByKeyboard('siwx=optional')
    await modal.tabTo(login.emailInput)
    const sentAt = Date.now()
    await page.keyboard.type(email)
    await page.keyboard.press('Enter')
    // a new address approves this browser from the mailed link first (in a tab of its own)
    await expect(login.deviceView).toBeVisible()
    await login.approveFromMail(email, { after: sentAt })
    await expect(login.codeView).toBeVisible()
    await modal.tabTo(login.codeInput)
    await page.keyboard.type(await readLoginCode(mailboxUrl, email, { after: sentAt }))
    await expect(signIn.view).toBeVisible()
    await modal.tabTo(signIn.signButton)
    await page.keyboard.press('Enter')
    // the frame takes the focus with the request's details, never Approve: Tab, Tab to Approve (once it is on),
    // then Enter approves
    await expect(login.frameDetails).toBeFocused()
    await login.tabToFrameApprove()
    await page.keyboard.press('Enter')
    await expect(signIn.badge).toBeVisible()
    await expect(modal.dialog).toBeHidden()
  })
})
