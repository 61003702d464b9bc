import { connect, EmbeddedWalletError, navigate, open } from '@latch/core'
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

async function renderUpdateEmail() {
  const email = emailLoginAdapter()
  const rendered = await renderLatch(null, { adapters: [email.adapter] })
  cleanup = rendered.unmount
  await connect(rendered.latch, { connectorId: 'AUTH' })
  open(rendered.latch)
  await page.getByTestId('update-email-open').click()
  await expect.element(page.getByTestId('modal-title')).toHaveTextContent('Update Email')
  return { ...rendered, email }
}

/** The test id of the control focused inside Latch's shadow root. */
const focusedTestId = () =>
  document.querySelector('[data-latch]')?.shadowRoot?.activeElement?.getAttribute('data-testid')

describe('UpdateEmailWallet', () => {
  it('empty: asks for the new address; full: a code from the current one, then from the new one, and Account shows it', async () => {
    const { latch, email } = await renderUpdateEmail()
    await expect
      .element(page.getByTestId('update-email-prompt'))
      .toHaveTextContent('Enter the new email address')
    await settle()
    expect(await seriousViolations()).toEqual([])
    await page.getByTestId('update-email-input').fill('grace@example.com')
    await page.getByTestId('update-email-submit').click()
    const start = await email.nextStep('updateEmail')
    expect(start.argument).toBe('grace@example.com')
    await expect.element(page.getByTestId('update-email-submit')).toHaveTextContent('Please wait…')
    start.resolve()
    await expect
      .element(page.getByTestId('update-email-prompt'))
      .toHaveTextContent('Enter the code we sent to ada@example.com')
    await page.getByTestId('update-email-input').fill('111111')
    await page.getByTestId('update-email-submit').click()
    ;(await email.nextStep('confirmCurrentEmail')).resolve()
    await expect
      .element(page.getByTestId('update-email-prompt'))
      .toHaveTextContent('Enter the code we sent to grace@example.com')
    await expect.element(page.getByTestId('update-email-input')).toHaveValue('')
    await page.getByTestId('update-email-input').fill('222222')
    await page.getByTestId('update-email-submit').click()
    ;(await email.nextStep('confirmNewEmail')).resolve('grace@example.com')
    await expect.element(page.getByTestId('account-email')).toHaveTextContent('grace@example.com')
    expect(latch.store.getState().router.view).toBe('Account')
  })

  it('error: a refused address or code is shown and the step stays', async () => {
    const { email } = await renderUpdateEmail()
    await page.getByTestId('update-email-input').fill('not-an-email')
    await page.getByTestId('update-email-submit').click()
    await expect
      .element(page.getByTestId('update-email-error'))
      .toHaveTextContent('Please enter a valid email address')
    await page.getByTestId('update-email-input').fill('taken@example.com')
    await page.getByTestId('update-email-submit').click()
    ;(await email.nextStep('updateEmail')).reject(
      new EmbeddedWalletError('That email belongs to another account'),
    )
    await expect
      .element(page.getByTestId('update-email-error'))
      .toHaveTextContent('That email belongs to another account')
    await expect.element(page.getByTestId('update-email')).toHaveAttribute('data-step', 'email')
  })

  it('by keyboard alone: each code step puts the focus in its field', async () => {
    const { email } = await renderUpdateEmail()
    await page.getByTestId('update-email-input').fill('grace@example.com')
    await userEvent.keyboard('{Enter}')
    ;(await email.nextStep('updateEmail')).resolve()
    await expect.element(page.getByTestId('update-email')).toHaveAttribute('data-step', 'current')
    await expect.poll(focusedTestId).toBe('update-email-input')
    await userEvent.keyboard('111111{Enter}')
    ;(await email.nextStep('confirmCurrentEmail')).resolve()
    await expect.element(page.getByTestId('update-email')).toHaveAttribute('data-step', 'new')
    await expect.poll(focusedTestId).toBe('update-email-input')
  })

  it('is refused with "Not connected to email or social" when the wallet is not the email login', async () => {
    const rendered = await renderLatch(null, { adapters: [emailLoginAdapter().adapter] })
    cleanup = rendered.unmount
    open(rendered.latch)
    navigate(rendered.latch, { view: 'UpdateEmailWallet' })
    await page.getByTestId('update-email-input').fill('grace@example.com')
    await page.getByTestId('update-email-submit').click()
    await expect
      .element(page.getByTestId('update-email-error'))
      .toHaveTextContent('Not connected to email or social')
  })
})
