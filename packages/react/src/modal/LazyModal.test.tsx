import { open } from '@latch/core/modal'
import { afterEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { ConnectButton } from '../components/ConnectButton/ConnectButton'
import { renderLatch } from '../test-support/renderLatch'
import { isModalLoaded } from './LazyModal'

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

const latchRoot = () => document.querySelector('[data-testid="latch-root"]')!.shadowRoot!

/**
 * Records the first prewarm overlay added to any shadow root created from now on, as it was when
 * added. Installed before rendering (by wrapping attachShadow), so an early prewarm is not missed.
 */
function watchPrewarm() {
  const seen: { ariaHidden: string | null; inert: boolean; visibility: string }[] = []
  const observers: MutationObserver[] = []
  const attachShadow = Element.prototype.attachShadow
  Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
    const root = attachShadow.call(this, init)
    const observer = new MutationObserver(() => {
      const overlay = root.querySelector<HTMLElement>('[data-prewarm]')
      if (overlay && seen.length === 0)
        seen.push({
          ariaHidden: overlay.getAttribute('aria-hidden'),
          inert: overlay.inert,
          visibility: getComputedStyle(root.querySelector('[data-testid="latch-modal"]')!).visibility,
        })
    })
    observer.observe(root, { subtree: true, childList: true })
    observers.push(observer)
    return root
  }
  return {
    seen,
    stop: () => {
      Element.prototype.attachShadow = attachShadow
      for (const observer of observers) observer.disconnect()
    },
  }
}

describe('LazyModal', () => {
  it('at idle after mount renders the modal once, invisibly and out of reach, then removes it', async () => {
    const prewarm = watchPrewarm()
    const { unmount } = await renderLatch(<ConnectButton />)
    cleanup = unmount
    await expect.poll(() => prewarm.seen.length).toBe(1)
    await expect.poll(() => latchRoot().querySelector('[data-prewarm]')).toBeNull()
    prewarm.stop()
    expect(prewarm.seen[0]).toEqual({ ariaHidden: 'true', inert: true, visibility: 'hidden' })
    // Nothing was announced as a dialog, and focus never moved.
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
    expect(document.activeElement).toBe(document.body)
  })

  it('once prewarmed, the first open renders the dialog without waiting for any code', async () => {
    const { latch, unmount } = await renderLatch(<ConnectButton />)
    cleanup = unmount
    await expect.poll(() => isModalLoaded() && !latchRoot().querySelector('[data-prewarm]')).toBe(true)
    open(latch)
    // The store's update renders synchronously (a microtask): no chunk to fetch, no Suspense fallback.
    await Promise.resolve()
    await Promise.resolve()
    expect(latchRoot().querySelector('[role="dialog"]')).not.toBeNull()
    await expect.element(page.getByRole('dialog')).toHaveAccessibleName('Connect Wallet')
  })

  it('opened before it was loaded, the modal loads at once and shows', async () => {
    const { latch, unmount } = await renderLatch(<ConnectButton />)
    cleanup = unmount
    open(latch)
    await expect.element(page.getByRole('dialog')).toBeVisible()
    await expect.element(page.getByTestId('all-wallets')).toBeVisible()
  })
})
