import { navigate, open } from '@latch/core/modal'
import { afterEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { renderLatch } from '../../test-support/renderLatch'

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

describe('ConnectingExternal', () => {
  it('says it is waiting in a status region that stays mounted, and announces a failure as an alert', async () => {
    const { latch, unmount } = await renderLatch(null)
    cleanup = unmount
    open(latch)
    navigate(latch, { view: 'ConnectingExternal', data: { connectorId: 'test.wallet' } })
    const live = page.getByTestId('connecting-live')
    await expect.element(live).toHaveRole('status')
    await expect.element(live).toHaveTextContent('Continue in Test Wallet')

    // The test wallet refuses every connection.
    await page.getByTestId('modal-back').click()
    await page.getByTestId('wallet-test.wallet').click()
    await expect.element(page.getByTestId('connecting-error')).toHaveRole('alert')
    await expect.element(page.getByTestId('connecting-error')).toHaveTextContent('Failed to connect')
    const failedRegion = live.element()
    expect(failedRegion.textContent).toBe('')

    // A retry's "waiting" lands in the region already there, so it is announced; then it fails again.
    const seen: string[] = []
    const observer = new MutationObserver(() => seen.push(failedRegion.textContent ?? ''))
    observer.observe(failedRegion, { childList: true, subtree: true, characterData: true })
    await page.getByTestId('connecting-retry').click()
    await expect.poll(() => seen.some((text) => text.includes('Continue in Test Wallet'))).toBe(true)
    observer.disconnect()
    expect(failedRegion.isConnected).toBe(true)
  })
})
