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

  it("the host sets the wallet list's type order (spec §2): external wallets before installed ones when asked", async () => {
    const twoKinds: Connector[] = [
      { id: 'w-installed', name: 'Installed Wallet', type: 'ANNOUNCED', chain: 'eip155' },
      { id: 'w-external', name: 'External Wallet', type: 'EXTERNAL', chain: 'eip155' },
    ]
    const shownOrder = () =>
      page
        .getByTestId(/^wallet-w-/)
        .elements()
        .map((row) => row.getAttribute('data-testid'))
    const byDefault = await renderLatch(null, { adapters: [listingOnlyAdapter(twoKinds)] })
    open(byDefault.latch)
    await expect.element(page.getByTestId('wallet-w-external')).toBeVisible()
    expect(shownOrder()).toEqual(['wallet-w-installed', 'wallet-w-external'])
    await byDefault.unmount()
    const { latch, unmount } = await renderLatch(null, {
      adapters: [listingOnlyAdapter(twoKinds)],
      connectorTypeOrder: ['external'],
    })
    cleanup = unmount
    open(latch)
    await expect.element(page.getByTestId('wallet-w-external')).toBeVisible()
    expect(shownOrder()).toEqual(['wallet-w-external', 'wallet-w-installed'])
  })
})
