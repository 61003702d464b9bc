import { showSnackbar } from '@latch/core/modal'
import { afterEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { renderLatch } from '../test-support/renderLatch'

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

/** The live region around the shown snackbar, as a screen reader would find it. */
const liveRegion = () => {
  const region = page.getByTestId('snackbar').element().closest('[aria-live]')!
  return { role: region.getAttribute('role'), live: region.getAttribute('aria-live') }
}

describe('Snackbar', () => {
  it('announces success and loading politely and errors assertively, from regions already on the page', async () => {
    const { latch, unmount } = await renderLatch(null)
    cleanup = unmount
    const root = document.querySelector('[data-testid="latch-root"]')!.shadowRoot!
    // Both regions exist before any message, so what appears in them is announced.
    const regions = Array.from(root.querySelectorAll('[aria-live]'))
    expect(regions.map((region) => region.getAttribute('aria-live'))).toEqual(['polite', 'assertive'])

    showSnackbar(latch, { message: 'Address copied', variant: 'success', autoClose: false })
    await expect.element(page.getByTestId('snackbar')).toHaveTextContent('Address copied')
    expect(liveRegion()).toEqual({ role: 'status', live: 'polite' })

    showSnackbar(latch, { message: 'Switching network', variant: 'loading', autoClose: false })
    await expect.element(page.getByTestId('snackbar')).toHaveTextContent('Switching network')
    expect(liveRegion()).toEqual({ role: 'status', live: 'polite' })

    showSnackbar(latch, { message: 'Failed to copy address', variant: 'error', autoClose: false })
    await expect.element(page.getByTestId('snackbar')).toHaveTextContent('Failed to copy address')
    expect(liveRegion()).toEqual({ role: 'alert', live: 'assertive' })
    expect(Array.from(root.querySelectorAll('[aria-live]'))).toEqual(regions)
  })
})
