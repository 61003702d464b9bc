import { EmbeddedWalletError, EmbeddedWalletTimeoutError, FrameLoadError } from '@latch/core'
import { getStore } from '@latch/core/internal'
import { open } from '@latch/core/modal'
import { afterEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { seriousViolations, settle } from '../../test-support/axe'
import { emailLoginAdapter } from '../../test-support/emailLoginAdapter'
import { renderLatch } from '../../test-support/renderLatch'

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

async function renderEmailLogin() {
  const email = emailLoginAdapter()
  const rendered = await renderLatch(null, { adapters: [email.adapter] })
  cleanup = rendered.unmount
  open(rendered.latch)
  await expect.element(page.getByTestId('email-input')).toBeVisible()
  return { ...rendered, email }
}

/** Tabs forward until the control with `testId` has the focus (at most 5 presses). */
async function tabTo(testId: string) {
  for (let presses = 0; presses < 5; presses += 1) {
    const host = document.querySelector('[data-latch]')?.shadowRoot
    if (host?.activeElement?.getAttribute('data-testid') === testId) return
    await userEvent.keyboard('{Tab}')
  }
  await expect.element(page.getByTestId(testId)).toHaveFocus()
}

async function submitEmail(address = 'ada@example.com') {
  await page.getByTestId('email-input').fill(address)
  await page.getByTestId('email-continue').click()
}

describe('email login on Connect and EmailLogin', () => {
  it('empty: without an email login connector, Connect offers only wallets', async () => {
    const rendered = await renderLatch(null)
    cleanup = rendered.unmount
    open(rendered.latch)
    await expect.element(page.getByTestId('all-wallets')).toBeVisible()
    expect(page.getByTestId('email-input').query()).toBeNull()
    await expect.element(page.getByTestId('connect-methods')).toHaveAttribute('data-order', 'wallet')
  })

  it('Connect puts email first when no browser wallet is installed, and refuses a malformed address without asking the frame', async () => {
    const { email } = await renderEmailLogin()
    await expect
      .element(page.getByTestId('connect-methods'))
      .toHaveAttribute('data-order', 'email,social,wallet')
    await submitEmail('ada@example')
    await expect
      .element(page.getByTestId('email-error'))
      .toHaveTextContent('Please enter a valid email address')
    await submitEmail('ada@example.com')
    expect((await email.nextStep('connectEmail')).argument).toBe('ada@example.com')
  })

  it('loading, then error: the cooldown refusal shows under the field, which keeps the address', async () => {
    const { email } = await renderEmailLogin()
    await submitEmail()
    const step = await email.nextStep('connectEmail')
    await expect.element(page.getByTestId('email-continue')).toHaveTextContent('Sending code…')
    await expect.element(page.getByTestId('email-continue')).toHaveAttribute('aria-busy', 'true')
    step.reject(new EmbeddedWalletError('Please try again after 25 seconds'))
    await expect
      .element(page.getByTestId('email-error'))
      .toHaveTextContent('Please try again after 25 seconds')
    await expect.element(page.getByTestId('email-input')).toHaveValue('ada@example.com')
    await expect.element(page.getByTestId('modal-title')).toHaveTextContent('Connect Wallet')
  })

  it('full: the code entry names the address; six digits log in, the modal closes and Account shows the email', async () => {
    const { latch, email } = await renderEmailLogin()
    await submitEmail('a.very.long.address.for.testing@example.com')
    ;(await email.nextStep('connectEmail')).resolve('VERIFY_OTP')
    await expect.element(page.getByTestId('modal-title')).toHaveTextContent('Email Login')
    await expect
      .element(page.getByTestId('email-otp-address'))
      .toHaveTextContent('a.very.long.address.for.testing@example....')
    await settle()
    expect(await seriousViolations()).toEqual([])
    await page.getByTestId('email-otp-input').fill('042042')
    const otp = await email.nextStep('connectOtp')
    expect(otp.argument).toBe('042042')
    await expect.element(page.getByTestId('email-otp-status')).toHaveTextContent('Checking the code…')
    otp.resolve()
    await expect.poll(() => getStore(latch).getState().open).toBe(false)
    const state = getStore(latch).getState()
    expect(state.activeConnectorIds.eip155).toBe('AUTH')
    expect(state.connections.eip155?.[0]?.auth?.name).toBe('a.very.long.address.for.testing@example.com')
    open(latch)
    await expect
      .element(page.getByTestId('account-email'))
      .toHaveTextContent('a.very.long.address.for.testing@example....')
    await expect.element(page.getByTestId('disconnect')).toHaveTextContent('Sign out')
  })

  it('error: a wrong code is shown and the entry stays for another try; a resend inside the cooldown says so', async () => {
    const { email } = await renderEmailLogin()
    await submitEmail()
    ;(await email.nextStep('connectEmail')).resolve('VERIFY_OTP')
    await page.getByTestId('email-otp-input').fill('111111')
    ;(await email.nextStep('connectOtp')).reject(new EmbeddedWalletError('Invalid code'))
    await expect.element(page.getByTestId('email-otp-error')).toHaveTextContent('Invalid code')
    await expect.element(page.getByTestId('modal-title')).toHaveTextContent('Email Login')
    await page.getByTestId('email-otp-resend').click()
    ;(await email.nextStep('connectEmail')).reject(
      new EmbeddedWalletError('Please try again after 12 seconds'),
    )
    await expect
      .element(page.getByTestId('email-otp-error'))
      .toHaveTextContent('Please try again after 12 seconds')
  })

  it('a new browser waits for the emailed device link, then asks for the code', async () => {
    const { email } = await renderEmailLogin()
    await submitEmail()
    ;(await email.nextStep('connectEmail')).resolve('VERIFY_DEVICE')
    await expect.element(page.getByTestId('email-device')).toHaveTextContent('Approve this browser')
    await expect.element(page.getByRole('progressbar', { name: 'Waiting for the approval' })).toBeVisible()
    ;(await email.nextStep('connectDevice')).resolve()
    await expect.element(page.getByTestId('email-otp-input')).toBeVisible()
  })

  it('a login request past its limit shows the alert; a frame that never loaded goes back to Connect with its message', async () => {
    const { latch, email } = await renderEmailLogin()
    await submitEmail()
    ;(await email.nextStep('connectEmail')).resolve('VERIFY_OTP')
    await page.getByTestId('email-otp-input').fill('042042')
    ;(await email.nextStep('connectOtp')).reject(new EmbeddedWalletTimeoutError())
    await expect.element(page.getByTestId('alert')).toHaveTextContent('Embedded Wallet Request Timed Out')
    await page.getByTestId('email-otp-resend').click()
    ;(await email.nextStep('connectEmail')).reject(new FrameLoadError())
    await expect.poll(() => getStore(latch).getState().router.view).toBe('Connect')
    await expect.element(page.getByTestId('alert')).toHaveTextContent('Unable to load email login dependency')
  })

  it('by keyboard alone: the address, Enter, the code, and the account connects', async () => {
    const { latch, email } = await renderEmailLogin()
    await tabTo('email-input')
    await userEvent.keyboard('ada@example.com{Enter}')
    ;(await email.nextStep('connectEmail')).resolve('VERIFY_OTP')
    await expect.element(page.getByTestId('email-otp')).toBeVisible()
    await tabTo('email-otp-input')
    await userEvent.keyboard('123456')
    ;(await email.nextStep('connectOtp')).resolve()
    await expect.poll(() => getStore(latch).getState().activeConnectorIds.eip155).toBe('AUTH')
  })
})
