import { connect, EmbeddedWalletError } from '@latch/core'
import { getStore } from '@latch/core/internal'
import { goBack, navigate, open } from '@latch/core/modal'
import { afterEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
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

describe('UpdateEmailWallet', () => {
  it('full: the frame is laid over the view and runs the change on its own screen; the page carries no address and no code; then the Account shows the new address', async () => {
    const { latch, email } = await renderUpdateEmail()
    const change = await email.nextStep('updateEmail')
    expect(change.argument).toBeUndefined()
    await expect.poll(() => email.placements.at(-1)).toMatchObject({ height: 420 })
    await expect
      .element(page.getByTestId('update-email').getByRole('status'))
      .toHaveTextContent('Change the email in your embedded wallet')
    await settle()
    expect(await seriousViolations()).toEqual([])
    change.resolve('grace@example.com')
    await expect.element(page.getByTestId('account-email')).toHaveTextContent('grace@example.com')
    expect(getStore(latch).getState().router.view).toBe('Account')
    await expect.poll(() => email.placements.at(-1)).toBeUndefined()
  })

  it('the person cancels on the frame’s screen: back to the Account', async () => {
    const { latch, email } = await renderUpdateEmail()
    ;(await email.nextStep('updateEmail')).reject(new EmbeddedWalletError('Cancelled'))
    await expect.poll(() => getStore(latch).getState().router.view).toBe('Account')
  })

  it('error: a refusal of the frame ends the view (the snackbar says it), back to the Account', async () => {
    const { latch, email } = await renderUpdateEmail()
    ;(await email.nextStep('updateEmail')).reject(
      new EmbeddedWalletError('This account signed in without an email: there is none to change.'),
    )
    await expect.poll(() => getStore(latch).getState().router.view).toBe('Account')
  })

  it('leaving the view (back) closes the frame’s screen, which changes nothing', async () => {
    const { latch, email } = await renderUpdateEmail()
    await email.nextStep('updateEmail')
    goBack(latch)
    await expect.poll(() => email.closedScreens()).toBe(1)
    expect(getStore(latch).getState().router.view).toBe('Account')
  })

  it('AccountSecurity: the Account’s entry lays the frame over its view for its own account-security screen; done, back to the Account', async () => {
    const { latch, email } = await renderUpdateEmail()
    ;(await email.nextStep('updateEmail')).reject(new EmbeddedWalletError('Cancelled'))
    await page.getByTestId('account-security-open').click()
    await expect.element(page.getByTestId('modal-title')).toHaveTextContent('Account Security')
    const security = await email.nextStep('openAccountSecurity')
    await expect.poll(() => email.placements.at(-1)).toMatchObject({ height: 420 })
    security.resolve()
    await expect.poll(() => getStore(latch).getState().router.view).toBe('Account')
  })

  it('is refused with "Not connected to email or social" when the wallet is not the email login', async () => {
    const rendered = await renderLatch(null, { adapters: [emailLoginAdapter().adapter] })
    cleanup = rendered.unmount
    open(rendered.latch)
    navigate(rendered.latch, { view: 'UpdateEmailWallet' })
    await expect.element(page.getByTestId('snackbar')).toHaveTextContent('Not connected to email or social')
  })
})
