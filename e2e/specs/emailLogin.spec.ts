import { parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { devnetChain } from '../devnetChain'
import { expect, test } from '../fixtures'
import { readDeviceLink, readLoginCode, readSubjects, readUndoLink } from '../mailbox'
import { EmailLoginPage, testEmail } from '../pages/EmailLoginPage'
import { seriousViolations } from '../seriousViolations'
import { world } from '../world'

const chain = devnetChain()

/** The subject of the mail the services send after each recovery of the wallet on a new device. */
const RECOVERED = 'Your Latch wallet was recovered on a new device'

test.describe('email login into the embedded wallet', () => {
  // Real mail, real keys, real blocks: each test walks a whole login, and waits out the 30 s cooldown once.
  test.setTimeout(150_000)

  test('sign in by the mailed code, fund, send through the frame’s approval, reject one, reload without a code, sign out, then a new browser by the emailed device link gets the same address', async ({
    page,
    browser,
    demo,
    modal,
    account,
    send,
  }) => {
    const { mailboxUrl, url } = world()
    const login = new EmailLoginPage(page)
    const email = testEmail('login')
    await demo.goto()
    await demo.connectButton.click()
    // browser wallets are installed in the demo: wallets first, then email (spec §2 connect-method order)
    await expect(modal.dialog.getByTestId('connect-methods')).toHaveAttribute(
      'data-order',
      'wallet,email,social',
    )
    const sentAt = Date.now()
    await login.submitEmail(email)
    // a new address approves this browser from the mailed link first, on a page that names it and the site
    await expect(login.deviceView).toBeVisible()
    const linkPage = await page.context().newPage()
    const firstLink = await readDeviceLink(mailboxUrl, email, { after: sentAt })
    await linkPage.goto(firstLink)
    await expect(linkPage.getByRole('main')).toContainText(
      'Chrome on Linux is signing in to the Latch wallet',
    )
    // opening the link (as a mail scanner would) approved nothing: the device still waits
    await expect(login.deviceView).toBeVisible()
    await linkPage.getByRole('button', { name: 'Approve this device' }).click()
    await expect(linkPage.getByRole('heading', { name: 'Device approved' })).toBeVisible()
    await linkPage.close()
    await expect(login.codeView).toBeVisible()
    await expect(modal.title).toHaveText('Email Login')
    expect(await seriousViolations(page, 'latch-root')).toEqual([])
    const firstCode = await readLoginCode(mailboxUrl, email, { after: sentAt })
    await login.codeInput.fill(firstCode)
    await expect(demo.accountButton).toBeVisible()
    const address = (await demo.address.textContent()) ?? ''
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await chain.nativeBalance(address as `0x${string}`)).toBe(0n)

    // the devnet faucet, then the balance the modal shows
    await page.getByTestId('demo-faucet').click()
    await expect(page.getByTestId('demo-faucet-status')).toHaveText('Funded')
    expect(await chain.nativeBalance(address as `0x${string}`)).toBe(parseEther('10'))
    await expect(demo.balance).toHaveText('10.000 ETH')
    await demo.accountButton.click()
    await expect(login.accountEmail).toHaveText(email.length > 30 ? `${email.slice(0, -3)}...` : email)
    await expect(modal.disconnectButton).toHaveText('Sign out')

    // a send: the frame shows its own approval inside the modal, and signs with the key the page never sees
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    await account.sendButton.click()
    await send.fill({ token: 'ETH', amount: '1', receiver })
    await send.previewButton.click()
    await expect(send.fee).toHaveAttribute('data-status', 'ready')
    await send.confirmButton.click()
    await expect(modal.title).toHaveText('Approve Transaction')
    await expect(login.frameApproval).toContainText(receiver)
    await expect(login.frameElement).toBeVisible()
    expect(await seriousViolations(page, 'latch-root')).toEqual([])
    await login.frameApprove.click()
    await expect(modal.snackbar).toHaveText('Sent 1 ETH')
    await expect.poll(() => chain.nativeBalance(receiver)).toBe(parseEther('1'))
    await expect(login.frameElement).toBeHidden()

    // another one, rejected in the frame: 4001, nothing moves
    await account.sendButton.click()
    await send.fill({ token: 'ETH', amount: '2', receiver })
    await send.previewButton.click()
    await expect(send.fee).toHaveAttribute('data-status', 'ready')
    await send.confirmButton.click()
    await login.frameReject.click()
    await expect(modal.snackbar).toHaveText('User rejected the request')
    // the transaction stack (spec §4): a refusal goes back from the preview to the form
    await expect(modal.view('WalletSend')).toBeVisible()
    expect(await chain.nativeBalance(receiver)).toBe(parseEther('1'))

    // a reload restores the login from the frame's own storage: no new code is mailed
    const beforeReload = Date.now()
    await page.reload()
    await expect(demo.accountButton).toBeVisible()
    await expect(demo.address).toHaveText(address)
    await expect(readLoginCode(mailboxUrl, email, { after: beforeReload, timeoutMs: 1500 })).rejects.toThrow(
      /No mail/,
    )

    // sign out
    await demo.accountButton.click()
    await modal.disconnectButton.click()
    await expect(demo.connectButton).toBeVisible()

    // another browser: the services know the address but not this device, so a link comes first
    const other = await browser.newContext()
    try {
      const otherPage = await other.newPage()
      const otherLogin = new EmailLoginPage(otherPage)
      await otherPage.goto(url)
      await otherPage.getByTestId('connect-button').click()
      // the 30 s cooldown since the first login may still run: wait it out as a person would
      await expect(async () => {
        await otherLogin.submitEmail(email)
        await expect(otherLogin.deviceView).toBeVisible({ timeout: 2000 })
      }).toPass({ timeout: 40_000, intervals: [5000] })
      const linkSentAt = Date.now() - 60_000
      await otherLogin.approveFromMail(email, { after: linkSentAt, skip: firstLink })
      await expect(otherLogin.codeView).toBeVisible()
      await otherLogin.codeInput.fill(
        await readLoginCode(mailboxUrl, email, { after: linkSentAt, skip: firstCode }),
      )
      await expect(otherPage.getByTestId('demo-address')).toHaveText(address)
      // the new device took the recovery share (its login approved it by the link): the person is told
      await expect.poll(async () => (await readSubjects(mailboxUrl, email)).includes(RECOVERED)).toBe(true)
    } finally {
      await other.close()
    }
  })

  test('a wrong code is refused and the entry stays; the wallet switches to the second chain; the email change runs on the frame’s own screen, waits out the cooldown, takes a code from each address, and the old address can undo it', async ({
    page,
    demo,
    modal,
  }) => {
    const { mailboxUrl } = world()
    const login = new EmailLoginPage(page)
    const first = testEmail('change')
    const second = testEmail('changed')
    await demo.goto()
    await demo.connectButton.click()
    const code = await login.requestCode(first)
    const wrong = code === '000000' ? '111111' : '000000'
    await login.codeInput.fill(wrong)
    await expect(login.codeError).toHaveText('Invalid code')
    await expect(modal.title).toHaveText('Email Login')
    await login.codeInput.fill(code)
    await expect(demo.accountButton).toBeVisible()

    // the embedded wallet signs on both devnet chains: the frame switches as a wallet would
    await demo.accountButton.click()
    await modal.accountNetwork.click()
    await modal.network('eip155:31338').click()
    await expect(modal.accountNetwork).toContainText('Latch Devnet B')
    await expect(demo.network).toHaveText('Latch Devnet B')
    await modal.closeButton.click()

    await demo.accountButton.click()
    await login.updateEmailButton.click()
    await expect(modal.title).toHaveText('Update Email')
    // the frame's own screen, laid over the view: the address and the codes are typed into the frame
    await expect(login.frameEmailInput).toBeVisible()
    await expect(login.frameElement).toBeVisible()
    expect(await seriousViolations(page, 'latch-root')).toEqual([])
    await login.frameEmailInput.fill(second)
    await login.framePromptSubmit.click()
    // the current address had its login code moments ago: spec §5's cooldown, in the services' words
    await expect(login.framePromptError).toHaveText(/^Please try again after \d+ seconds$/)
    await expect(async () => {
      await login.frameEmailInput.fill(second)
      await login.framePromptSubmit.click()
      await expect(login.frameCode).toHaveAttribute('data-step', 'VERIFY_PRIMARY_OTP', { timeout: 2000 })
    }).toPass({ timeout: 40_000, intervals: [5000] })
    const changeAt = Date.now() - 60_000
    await login.frameCodeInput.fill(await readLoginCode(mailboxUrl, first, { after: changeAt, skip: code }))
    await login.framePromptSubmit.click()
    await expect(login.frameCode).toHaveAttribute('data-step', 'VERIFY_SECONDARY_OTP')
    await login.frameCodeInput.fill(await readLoginCode(mailboxUrl, second, { after: changeAt }))
    await login.framePromptSubmit.click()
    await expect(login.accountEmail).toHaveText(second.length > 30 ? `${second.slice(0, -3)}...` : second)
    await expect(login.frameElement).toBeHidden()

    // the old address was told, with a link whose page puts it back and signs every device out
    const undo = await page.context().newPage()
    await undo.goto(await readUndoLink(mailboxUrl, first, { after: changeAt }))
    await undo.getByRole('button', { name: `Put ${first} back` }).click()
    await expect(undo.getByRole('heading', { name: 'Your email is back' })).toBeVisible()
    await undo.close()
    await page.reload()
    await expect(demo.connectButton).toBeVisible()
  })
})
