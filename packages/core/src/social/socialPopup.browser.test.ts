import { afterEach, describe, expect, it } from 'vitest'
import { EmbeddedWalletTimeoutError, PopupClosedError } from '../errors/embedded'
import { openSocialPopup, waitForSocialReturn } from './socialPopup'

let popup: Window | null = null
afterEach(() => {
  popup?.close()
  popup = null
})

/**
 * A real popup. Its return to the page (a same-origin URL with latch_social) is covered end to end
 * (e2e/specs/socialLogin.spec.ts): the test runner's pages cannot be read across its own popups.
 */
function open(): Window {
  popup = openSocialPopup(window)
  if (!popup) throw new Error('the browser blocked the popup')
  return popup
}

describe('the social login popup', () => {
  it('opens blank, 600 × 800', async () => {
    const opened = open()
    expect(opened.location.href).toBe('about:blank')
    await expect.poll(() => opened.outerWidth).toBe(600)
    await expect.poll(() => opened.outerHeight).toBe(800)
  })

  it("'Popup closed' when the person closes it first", async () => {
    const opened = open()
    const waiting = waitForSocialReturn(opened, { pollMs: 20, timeoutMs: 5000 })
    opened.close()
    await expect(waiting).rejects.toBeInstanceOf(PopupClosedError)
    await expect(waiting).rejects.toThrow('Popup closed')
  })

  it('past the login limit: the timeout, and the popup closed', async () => {
    const opened = open()
    const waiting = waitForSocialReturn(opened, { pollMs: 20, timeoutMs: 100 })
    await expect(waiting).rejects.toBeInstanceOf(EmbeddedWalletTimeoutError)
    expect(opened.closed).toBe(true)
  })
})
