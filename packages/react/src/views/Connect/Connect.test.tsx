import type { Connector } from '@latch/core'
import { open } from '@latch/core/modal'
import { afterEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { listingOnlyAdapter } from '../../test-support/listingOnlyAdapter'
import { renderLatch } from '../../test-support/renderLatch'

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

const wallets: Connector[] = Array.from({ length: 6 }, (_, i) => ({
  id: `w${i}`,
  name: `Wallet ${i}`,
  type: 'ANNOUNCED',
  chain: 'eip155',
}))

describe('Connect', () => {
  it('shows the recommended wallets (4), and All Wallets counts every one', async () => {
    const { latch, unmount } = await renderLatch(null, { adapters: [listingOnlyAdapter(wallets)] })
    cleanup = unmount
    open(latch)
    await expect.element(page.getByTestId('wallet-w3')).toBeVisible()
    await expect.element(page.getByTestId('wallet-w4')).not.toBeInTheDocument()
    await expect.element(page.getByTestId('all-wallets')).toHaveTextContent('6')
  })
})
