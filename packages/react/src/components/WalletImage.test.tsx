// Wallet images in the list: a host's custom wallet shows its own image (issue 33), through <img> only,
// with the placeholder when it fails; an announced wallet's remote URL still never loads.

import { createLatch } from '@latch/core'
import { open } from '@latch/core/modal'
import { getWalletImageUrl, getWallets } from '@latch/core/services'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { page } from 'vitest/browser'
import { seriousViolations, settle } from '../test-support/axe'
import { listingOnlyAdapter } from '../test-support/listingOnlyAdapter'
import { renderLatch, TEST_NETWORKS } from '../test-support/renderLatch'

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

const api = inject('latchListingApi')!
/** createLatch's part for the listing service: the project once, and the base URL. */
const listingConfig = { projectId: api.projectId, api: { baseUrl: api.baseUrl } }

/** A real image served over http on loopback (the listing service's), named by the host as its own. */
async function hostImage(): Promise<string> {
  const services = createLatch({ networks: TEST_NETWORKS, ...listingConfig, storage: null })
  const { data } = await getWallets(services, { entries: 1 })
  const url = getWalletImageUrl(services, { id: data[0]?.image_id })
  if (!url) throw new Error('the listing has no image')
  return url
}

async function showWallets(imageUrl: string, announcedIcon?: string) {
  const rendered = await renderLatch(null, {
    adapters: [
      listingOnlyAdapter([
        { id: 'announced', name: 'Announced', type: 'ANNOUNCED', chain: 'eip155', imageUrl: announcedIcon },
      ]),
    ],
    customWallets: [{ id: 'mine', name: 'Mine', imageUrl }],
  })
  cleanup = rendered.unmount
  open(rendered.latch, { view: 'AllWallets' })
  await expect.element(page.getByTestId('wallet-mine')).toBeVisible()
}

describe("a custom wallet's image", () => {
  it("shows the host's own image, loaded through <img>, and the view stays accessible", async () => {
    const src = await hostImage()
    await showWallets(src)
    const image = () => page.getByTestId('wallet-mine').element().querySelector('img')
    await expect.poll(() => image()?.src).toBe(src)
    expect(image()?.alt).toBe('')
    await settle()
    expect(await seriousViolations()).toEqual([])
  })

  it('keeps the placeholder when the image fails to load', async () => {
    const src = await hostImage()
    await showWallets(src.replace(/getWalletImage\/[^?]*/, 'getWalletImage/no-such-wallet'))
    await expect.element(page.getByTestId('wallet-mine').getByTestId('wallet-img-placeholder')).toBeVisible()
    expect(page.getByTestId('wallet-mine').element().querySelector('img')).toBeNull()
  })

  it("does not let a wallet's announced remote URL load, even next to a host image", async () => {
    const src = await hostImage()
    await showWallets(src, 'https://tracker.example/pixel.png')
    await expect
      .element(page.getByTestId('wallet-announced').getByTestId('wallet-img-placeholder'))
      .toBeVisible()
  })
})
