import { expect, test } from '../fixtures'
import { readLoginCode } from '../mailbox'
import { EmailLoginPage, testEmail } from '../pages/EmailLoginPage'
import { world } from '../world'

test.describe('account security, on the embedded wallet’s own screen', () => {
  // two browsers sign in for real, one through the mailed link and a recovery, and wait out cooldowns
  test.setTimeout(150_000)

  test('from the Account: the frame lists this device and the other; Sign out everywhere else ends the other browser’s session', async ({
    page,
    browser,
    demo,
    modal,
  }) => {
    const { mailboxUrl } = world()
    const email = testEmail('security')
    const laptop = new EmailLoginPage(page)
    await demo.goto()
    await demo.connectButton.click()
    const laptopCode = await laptop.requestCode(email)
    await laptop.codeInput.fill(laptopCode)
    await expect(demo.accountButton).toBeVisible()

    const other = await browser.newContext()
    try {
      const phonePage = await other.newPage()
      const phone = new EmailLoginPage(phonePage)
      await phonePage.goto(page.url())
      await phonePage.getByTestId('connect-button').click()
      // the laptop's login code went moments ago: spec §5's cooldown for this client and address
      const phoneAt = Date.now()
      await expect(async () => {
        await phone.submitEmail(email)
        await expect(phone.deviceView).toBeVisible({ timeout: 2000 })
      }).toPass({ timeout: 40_000, intervals: [5000] })
      await phone.approveFromMail(email, { after: phoneAt })
      await expect(phone.codeView).toBeVisible()
      const phoneCode = await readLoginCode(mailboxUrl, email, { after: phoneAt, skip: laptopCode })
      await phone.codeInput.fill(phoneCode)
      await expect(phonePage.getByTestId('account-button')).toBeVisible()

      // the phone's recovery signed the laptop out: it signs in again (its device is known: a code)
      await page.reload()
      await expect(demo.connectButton).toBeVisible()
      await demo.connectButton.click()
      const againAt = Date.now()
      await expect(async () => {
        await laptop.submitEmail(email)
        await expect(laptop.codeView).toBeVisible({ timeout: 2000 })
      }).toPass({ timeout: 40_000, intervals: [5000] })
      await laptop.codeInput.fill(await readLoginCode(mailboxUrl, email, { after: againAt, skip: phoneCode }))
      await expect(demo.accountButton).toBeVisible()

      // the phone, from its Account: the frame's own screen lists both devices and signs the laptop out
      await phonePage.getByTestId('account-button').click()
      await phone.accountSecurityButton.click()
      await expect(phonePage.getByTestId('modal-title')).toHaveText('Account Security')
      await expect(phone.frame.getByTestId('frame-device-current')).toContainText('(this device)')
      await expect(phone.frame.getByTestId('frame-device')).toHaveCount(1)
      await phone.frame.getByTestId('frame-signout-everywhere').click()
      await expect(phone.frame.getByTestId('frame-security-status')).toHaveText(
        /^Every other device was signed out/,
      )
      await expect(phone.frame.getByTestId('frame-device')).toHaveCount(0)
      await phone.frame.getByTestId('frame-security-done').click()
      await expect(phone.accountSecurityView).toBeHidden()
      await expect(phone.frameElement).toBeHidden()

      // the laptop's session is over: a reload finds no login
      await page.reload()
      await expect(demo.connectButton).toBeVisible()
      await expect(modal.dialog).toBeHidden()
    } finally {
      await other.close()
    }
  })
})
