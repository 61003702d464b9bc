import axe from 'axe-core'
import { afterEach, describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { createFrameLanguage } from '../i18n/createFrameLanguage'
import type { AuthDevice } from '../services/createAuthClient'
import { createPromptScreen } from './createPromptScreen'
import { createSecurityScreen } from './createSecurityScreen'

const root = document.createElement('main')
document.body.append(root)
afterEach(() => root.replaceChildren())

const serious = async () =>
  (await axe.run(root)).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
const byTestId = <T extends HTMLElement>(testId: string) =>
  root.querySelector<T>(`[data-testid="${testId}"]`)!

describe("the frame's own code and email screens", () => {
  it('asks for a code mailed to an address, in the frame’s words, the address as data; the code field has the focus; Continue answers the code', async () => {
    let shown = 0
    let closed = 0
    const prompts = createPromptScreen(root, createFrameLanguage(), {
      onShow: () => shown++,
      onDone: () => closed++,
    })
    const answer = prompts.code({ purpose: 'recovery', email: '<b>a@example.com</b>' })
    expect(byTestId('frame-code').dataset.step).toBe('RECOVERY')
    expect(byTestId('frame-code-sentence').textContent).toBe(
      'To use your wallet on this device, enter the code we sent to <b>a@example.com</b>.',
    )
    expect(root.querySelector('b')).toBeNull()
    expect(document.activeElement).toBe(byTestId('frame-code-input'))
    expect(await serious()).toEqual([])
    await userEvent.keyboard('12345{Enter}')
    expect(byTestId('frame-prompt-error').textContent).toBe('The code is 6 digits')
    await userEvent.keyboard('6{Enter}')
    expect(await answer).toBe('123456')
    expect(shown).toBe(1)
    prompts.done()
    expect(closed).toBe(1)
    expect(root.children).toHaveLength(0)
  })

  it('the email change: the new address, then each code named by its step (VERIFY_PRIMARY_OTP, VERIFY_SECONDARY_OTP); a refusal shows as data', async () => {
    const prompts = createPromptScreen(root, createFrameLanguage())
    const address = prompts.newEmail({ current: 'old@example.com', error: 'Another user has this email.' })
    expect(byTestId('frame-prompt-error').textContent).toBe('Another user has this email.')
    await userEvent.keyboard('new@example.com{Enter}')
    expect(await address).toBe('new@example.com')
    const current = prompts.code({ purpose: 'emailCurrent', email: 'old@example.com' })
    expect(byTestId('frame-code').dataset.step).toBe('VERIFY_PRIMARY_OTP')
    await userEvent.keyboard('111111{Enter}')
    expect(await current).toBe('111111')
    const next = prompts.code({ purpose: 'emailNew', email: 'new@example.com' })
    expect(byTestId('frame-code').dataset.step).toBe('VERIFY_SECONDARY_OTP')
    const cancelled = expect(next).rejects.toThrow('Cancelled')
    await userEvent.keyboard('{Escape}')
    await cancelled
  })

  it('speaks the page’s language (German)', async () => {
    const language = createFrameLanguage()
    await language.use('de')
    const prompts = createPromptScreen(root, language)
    void prompts.code({ purpose: 'emailNew', email: 'neu@example.com' }).catch(() => {})
    expect(byTestId('frame-code-sentence').textContent).toBe(
      'Gib den Code ein, den wir an neu@example.com gesendet haben.',
    )
    expect(byTestId('frame-prompt-submit').textContent).toBe('Weiter')
    prompts.dismiss()
  })

  it('dismiss (the page closed its modal) cancels what it asks; Cancel does too', async () => {
    const prompts = createPromptScreen(root, createFrameLanguage())
    const first = expect(prompts.code({ purpose: 'recovery', email: 'a@example.com' })).rejects.toThrow(
      'Cancelled',
    )
    prompts.dismiss()
    await first
    const second = expect(prompts.newEmail({ current: 'a@example.com' })).rejects.toThrow('Cancelled')
    byTestId('frame-prompt-cancel').click()
    await second
  })
})

describe("the frame's account-security screen", () => {
  const devices: AuthDevice[] = [
    {
      id: 'a'.repeat(32),
      label: 'Chrome on Linux',
      approvedAt: '2026-11-20T10:00:00.000Z',
      lastUsedAt: '2026-11-25T10:00:00.000Z',
      current: true,
    },
    {
      id: 'b'.repeat(32),
      label: null,
      approvedAt: '2026-11-21T10:00:00.000Z',
      lastUsedAt: null,
      current: false,
    },
  ]

  it('lists the devices (this one named), signs another out, signs out everywhere else, and Done closes it', async () => {
    let listed = [...devices]
    const revoked: string[] = []
    const screen = createSecurityScreen(root, createFrameLanguage())
    const closed = screen.show({
      listDevices: async () => listed,
      revokeDevice: async (id) => {
        revoked.push(id)
        listed = listed.filter((device) => device.id !== id)
      },
      signOutEverywhere: async () => {
        listed = listed.filter((device) => device.current)
      },
    })
    await expect.poll(() => root.querySelectorAll('li').length).toBe(2)
    expect(byTestId('frame-device-current').textContent).toContain('Chrome on Linux (this device)')
    expect(byTestId('frame-device').textContent).toContain('Unknown browser')
    expect(await serious()).toEqual([])
    byTestId('frame-device-signout').click()
    await expect
      .poll(() => byTestId('frame-security-status').textContent)
      .toBe('Unknown browser was signed out.')
    expect(revoked).toEqual(['b'.repeat(32)])
    expect(byTestId('frame-signout-everywhere').hidden).toBe(true)
    byTestId('frame-security-done').click()
    await closed
    expect(root.children).toHaveLength(0)
  })

  it('shows a refusal of the services as it came, and dismiss closes it', async () => {
    const screen = createSecurityScreen(root, createFrameLanguage())
    const closed = screen.show({
      listDevices: async () => devices,
      revokeDevice: async () => {},
      signOutEverywhere: async () => {
        throw new Error('The session expired or was signed out: sign in again.')
      },
    })
    await expect.poll(() => root.querySelectorAll('li').length).toBe(2)
    byTestId('frame-signout-everywhere').click()
    await expect
      .poll(() => byTestId('frame-security-status').textContent)
      .toBe('The session expired or was signed out: sign in again.')
    screen.dismiss()
    await closed
  })
})
