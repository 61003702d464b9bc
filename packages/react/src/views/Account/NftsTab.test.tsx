import type { Latch } from '@latch/core'
import { getStore, type LatchState } from '@latch/core/internal'
import { open } from '@latch/core/modal'
import { afterEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { ACCOUNT_KEY, testNft } from '../../test-support/accountData'
import { renderLatch, setConnected } from '../../test-support/renderLatch'

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

/** The Account's NFTs tab, after its first fetch failed (no provider service in these tests). */
async function openNfts() {
  const rendered = await renderLatch(null)
  cleanup = rendered.unmount
  setConnected(rendered.latch)
  open(rendered.latch)
  await page.getByTestId('account-tab-nfts').click()
  await expect.element(page.getByTestId('nfts-error')).toBeVisible()
  return rendered
}

const setNfts = (latch: Latch, nfts: Partial<LatchState['nfts']>) =>
  getStore(latch).setState((s) => ({ nfts: { ...s.nfts, key: ACCOUNT_KEY, ...nfts } }))

describe('NFTs tab', () => {
  it("says 'Failed to fetch NFTs' when the fetch fails, with a retry", async () => {
    await openNfts()
    await expect.element(page.getByTestId('nfts-error')).toHaveTextContent('Failed to fetch NFTs')
    await expect.element(page.getByTestId('nfts-retry')).toBeEnabled()
  })

  it('shows skeletons while loading, and says so when the account holds none', async () => {
    const { latch } = await openNfts()
    setNfts(latch, { status: 'loading', items: [] })
    await expect.element(page.getByTestId('nfts-loading')).toHaveAttribute('aria-busy', 'true')
    setNfts(latch, { status: 'ready', items: [], next: null })
    await expect.element(page.getByTestId('nfts-empty')).toHaveTextContent('No NFTs yet')
  })

  it('shows a grid of images with names, lazily loaded, with a placeholder where there is no image', async () => {
    const { latch } = await openNfts()
    setNfts(latch, {
      status: 'ready',
      next: null,
      items: [
        testNft(1),
        testNft(2, { imageUrl: null }),
        // never used as a URL: only http(s) and data:image sources are
        testNft(3, { imageUrl: 'javascript:alert(1)' }),
      ],
    })
    const grid = page.getByTestId('nfts-grid')
    await expect.element(grid).toHaveAccessibleName('NFTs')
    const first = page.getByTestId('nft-0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512-1')
    await expect.element(first).toHaveTextContent('Latch Keys #1')
    const image = first.element().querySelector('img')!
    expect(image.getAttribute('loading')).toBe('lazy')
    expect(image.getAttribute('src')).toBe(testNft(1).imageUrl)
    for (const id of [2, 3]) {
      const item = page.getByTestId(`nft-0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512-${id}`)
      await expect.element(item).toHaveTextContent(`Latch Keys #${id}`)
      expect(item.element().querySelector('img')).toBeNull()
      await expect.element(item.getByTestId('nft-placeholder')).toBeVisible()
    }
  })
  it('reads the next page only when the end of the grid scrolls into view', async () => {
    const { latch } = await openNfts()
    const items = Array.from({ length: 40 }, (_, i) => testNft(i + 1))
    setNfts(latch, { status: 'ready', next: 'page-2', items })
    await expect.element(page.getByTestId('nfts-grid')).toBeVisible()
    // Nothing asked while the end is out of view: the list stays as it is.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(getStore(latch).getState().nfts).toMatchObject({ next: 'page-2', loadingMore: false, items })
    const body = document
      .querySelector('[data-testid="latch-root"]')!
      .shadowRoot!.querySelector<HTMLElement>('[data-modal-body]')!
    body.scrollTop = body.scrollHeight
    // The next page is asked for; with no provider service here it fails, as a failed read does.
    await expect.element(page.getByTestId('nfts-error')).toBeVisible()
  })
})
