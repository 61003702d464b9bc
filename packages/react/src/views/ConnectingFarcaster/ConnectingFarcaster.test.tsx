import { EmbeddedWalletError } from '@latch/core'
import { getStore } from '@latch/core/internal'
import { connectFarcaster, goBack, navigate, open } from '@latch/core/modal'
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

const LINK = 'http://127.0.0.1:8552/app?channelToken=0f1e2d3c'

async function renderFarcaster() {
  const auth = emailLoginAdapter()
  const rendered = await renderLatch(null, { adapters: [auth.adapter] })
  cleanup = rendered.unmount
  open(rendered.latch)
  await expect.element(page.getByTestId('social-farcaster')).toBeVisible()
  return { ...rendered, auth }
}

describe('ConnectingFarcaster', () => {
  it('loading, then full: the Farcaster button opens the view, which prepares the link, then shows it as a QR code, to open and to copy; then asks the code the Farcaster app shows', async () => {
    const { auth } = await renderFarcaster()
    await page.getByTestId('social-farcaster').click()
    await expect
      .element(page.getByTestId('farcaster-status'))
      .toHaveTextContent('Preparing the Farcaster link')
    ;(await auth.nextStep('farcasterUrl')).resolve(LINK)
    await expect.element(page.getByTestId('farcaster-qr')).toBeVisible()
    await expect.element(page.getByTestId('farcaster-open')).toHaveAttribute('href', LINK)
    await expect.element(page.getByTestId('farcaster-copy')).toHaveAccessibleName('Copy link')
    await settle()
    expect(await seriousViolations()).toEqual([])
    ;(await auth.nextStep('waitFarcaster')).resolve()
    // signed in the Farcaster app: the code it shows is asked for, here, on the device that asked
    await expect
      .element(page.getByTestId('farcaster-code-prompt'))
      .toHaveTextContent('Signed in on your Farcaster app? Type the code it shows you.')
    await expect.element(page.getByTestId('farcaster-qr')).not.toBeInTheDocument()
    await settle()
    expect(await seriousViolations()).toEqual([])
    await page.getByLabelText('Code from the Farcaster app').fill('k7qm-2xd')
    await page.getByTestId('farcaster-code-submit').click()
    await expect
      .element(page.getByTestId('farcaster-code-error'))
      .toHaveTextContent('The code is 8 letters and digits')
    await page.getByTestId('farcaster-code-input').fill('k7qm-2xd9')
    await page.getByTestId('farcaster-code-submit').click()
    const wrong = await auth.nextStep('confirmFarcaster')
    expect(wrong.argument).toBe('K7QM-2XD9')
    wrong.reject(
      new EmbeddedWalletError('Invalid code: type the code your Farcaster app shows once you signed in.'),
    )
    await expect
      .element(page.getByTestId('farcaster-code-error'))
      .toHaveTextContent('Invalid code: type the code your Farcaster app shows once you signed in.')
    await expect.element(page.getByTestId('farcaster-code-input')).toHaveValue('K7QM-2XD9')
    await page.getByTestId('farcaster-code-input').fill('K7QM-2XD8')
    await page.getByTestId('farcaster-code-submit').click()
    ;(await auth.nextStep('confirmFarcaster')).resolve()
    // connected: the modal closes on the account
    await expect.poll(() => page.getByTestId('connecting-farcaster').query()).toBeNull()
  })

  it("error: 'Failed to connect to farcaster' with Try again, which asks for a new link", async () => {
    const { auth } = await renderFarcaster()
    await page.getByTestId('social-farcaster').click()
    ;(await auth.nextStep('farcasterUrl')).reject(new EmbeddedWalletError('The relay is unreachable'))
    await expect
      .element(page.getByTestId('farcaster-error'))
      .toHaveTextContent('Failed to connect to farcaster')
    await page.getByTestId('farcaster-retry').click()
    ;(await auth.nextStep('farcasterUrl')).resolve(LINK)
    await expect.element(page.getByTestId('farcaster-qr')).toBeVisible()
  })

  it('empty: without an email and social login connector the view says so', async () => {
    const rendered = await renderLatch(null)
    cleanup = rendered.unmount
    open(rendered.latch)
    navigate(rendered.latch, { view: 'ConnectingFarcaster' })
    await expect
      .element(page.getByTestId('farcaster-unavailable'))
      .toHaveTextContent('Farcaster sign-in is not configured on this page.')
    await expect(connectFarcaster(rendered.latch)).rejects.toThrow('No auth connector found')
  })

  it('leaving the view unconnected drops the link and reloads the connector 100 ms later; a late answer changes nothing', async () => {
    const { latch, auth } = await renderFarcaster()
    await page.getByTestId('social-farcaster').click()
    const link = await auth.nextStep('farcasterUrl')
    goBack(latch)
    expect(getStore(latch).getState().connecting).toBeUndefined()
    expect(auth.reloads()).toBe(0)
    await expect.poll(() => auth.reloads()).toBe(1)
    link.resolve(LINK)
    await expect.element(page.getByTestId('email-input')).toBeVisible()
    expect(getStore(latch).getState().connecting).toBeUndefined()
    expect(getStore(latch).getState().router.view).toBe('Connect')
  })
})
