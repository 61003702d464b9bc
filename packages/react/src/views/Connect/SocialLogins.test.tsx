import { EmbeddedWalletError } from '@latch/core'
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

async function renderSocials(features: Record<string, unknown> = {}) {
  const auth = emailLoginAdapter()
  const rendered = await renderLatch(null, { adapters: [auth.adapter], features })
  cleanup = rendered.unmount
  open(rendered.latch)
  return { ...rendered, auth }
}

const socialButtons = () =>
  [
    ...(document.querySelector('[data-latch]')?.shadowRoot?.querySelectorAll('[data-testid^="social-"]') ??
      []),
  ]
    .map((button) => button.getAttribute('data-testid'))
    .filter((id) => id !== 'social-logins' && id !== 'social-error')

describe('social logins on Connect', () => {
  it('empty: with socials off, or without an email and social login connector, Connect offers none', async () => {
    await renderSocials({ socials: false })
    await expect.element(page.getByTestId('email-input')).toBeVisible()
    expect(page.getByTestId('social-logins').query()).toBeNull()
    await cleanup?.()
    const rendered = await renderLatch(null)
    cleanup = rendered.unmount
    open(rendered.latch)
    await expect.element(page.getByTestId('all-wallets')).toBeVisible()
    expect(page.getByTestId('social-logins').query()).toBeNull()
  })

  it('full: one button per provider in the configured order, after the email login; labelled, no serious axe finding', async () => {
    await renderSocials({ socials: ['github', 'google', 'farcaster', 'x'] })
    await expect.element(page.getByTestId('social-github')).toHaveTextContent('Continue with GitHub')
    await expect
      .element(page.getByTestId('connect-methods'))
      .toHaveAttribute('data-order', 'email,social,wallet')
    expect(socialButtons()).toEqual(['social-github', 'social-google', 'social-farcaster', 'social-x'])
    await expect.element(page.getByTestId('social-x')).toHaveAccessibleName('Continue with X')
    await settle()
    expect(await seriousViolations()).toEqual([])
  })

  it('loading, then error: the pressed provider waits for its window; a refusal to start shows under the buttons', async () => {
    const { auth } = await renderSocials({ socials: ['google', 'discord'] })
    await page.getByTestId('social-discord').click()
    const step = await auth.nextStep('socialRedirectUri')
    expect(step.argument).toBe('discord')
    await expect.element(page.getByTestId('social-discord')).toHaveAttribute('aria-busy', 'true')
    await expect
      .element(page.getByTestId('social-discord'))
      .toHaveTextContent('Continue in the Discord window…')
    await expect.element(page.getByTestId('social-google')).toBeDisabled()
    step.reject(new EmbeddedWalletError('The login service is unreachable. Try again in a moment.'))
    await expect
      .element(page.getByTestId('social-error'))
      .toHaveTextContent('Failed to initiate social connection')
    await expect.element(page.getByTestId('social-google')).toBeEnabled()
  })

  it('keyboard: Tab reaches a provider and Enter starts its login', async () => {
    const { auth } = await renderSocials({ socials: ['apple'] })
    await expect.element(page.getByTestId('social-apple')).toBeVisible()
    const focused = () =>
      document.querySelector('[data-latch]')?.shadowRoot?.activeElement?.getAttribute('data-testid')
    for (let presses = 0; presses < 6 && focused() !== 'social-apple'; presses += 1)
      await userEvent.keyboard('{Tab}')
    expect(focused()).toBe('social-apple')
    await userEvent.keyboard('{Enter}')
    expect((await auth.nextStep('socialRedirectUri')).argument).toBe('apple')
  })
})
