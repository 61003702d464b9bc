import { open } from '@latch/core/modal'
import { afterEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { renderLatch, TEST_NETWORKS } from '../test-support/renderLatch'

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

const IMAGE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>')}`

describe('NetworkList', () => {
  it("shows each network's image beside its name (core's getNetworkImageUrl: the host's, else the services' asset route), a letter without one", async () => {
    const [first, second] = TEST_NETWORKS
    const { latch, unmount } = await renderLatch(null, {
      networks: [{ ...first!, imageUrl: IMAGE }, second!],
    })
    cleanup = unmount
    open(latch, { view: 'Networks' })
    const withImage = page.getByTestId('network-eip155:31337')
    await expect.element(withImage).toBeVisible()
    expect(withImage.element().querySelector('img')?.getAttribute('src')).toBe(IMAGE)
    // no imageUrl and no services configured: the placeholder letter
    const withoutImage = page.getByTestId('network-eip155:31338').element()
    expect(withoutImage.querySelector('img')).toBeNull()
    expect(withoutImage.querySelector('.token-icon')?.textContent).toBe('L')
  })
})
