import type { Connector } from '@latch/core'
import { getStore } from '@latch/core/internal'
import { open } from '@latch/core/modal'
import { afterEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { ROW_PITCH as WALLET_ROW_PITCH } from '../../components/rowSize'
import { listingOnlyAdapter } from '../../test-support/listingOnlyAdapter'
import { renderLatch } from '../../test-support/renderLatch'

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

const WALLETS = 10_000
const wallets: Connector[] = Array.from({ length: WALLETS }, (_, i) => ({
  id: `w${i}`,
  name: `Wallet ${i}`,
  type: 'ANNOUNCED',
  chain: 'eip155',
}))

async function openAllWallets() {
  const rendered = await renderLatch(null, { adapters: [listingOnlyAdapter(wallets)] })
  cleanup = rendered.unmount
  open(rendered.latch, { view: 'AllWallets' })
  await expect.element(page.getByTestId('wallet-w0')).toBeVisible()
  const root = document.querySelector('[data-testid="latch-root"]')!.shadowRoot!
  const rows = () => Array.from(root.querySelectorAll<HTMLElement>('[data-testid="all-wallets-list"] > li'))
  const body = root.querySelector<HTMLElement>('[data-modal-body]')!
  return { ...rendered, rows, body }
}

describe('AllWallets', () => {
  it('lists 10,000 wallets with only the rows in view (and a few beyond) in the DOM', async () => {
    const { rows } = await openAllWallets()
    expect(rows().length).toBeGreaterThan(5)
    expect(rows().length).toBeLessThan(40)
    // Assistive tech still hears the whole list's size and each row's place in it.
    expect(rows()[0]!.getAttribute('aria-setsize')).toBe(String(WALLETS))
    expect(rows()[0]!.getAttribute('aria-posinset')).toBe('1')
  })

  it('places each row at its index × the pitch, so rows never overlap', async () => {
    const { rows } = await openAllWallets()
    // offsetTop: the layout position, unaffected by the opening animation's scale.
    const tops = rows().map((row) => row.offsetTop)
    for (let i = 1; i < tops.length; i++) expect(tops[i]! - tops[i - 1]!).toBe(WALLET_ROW_PITCH)
    expect(rows()[0]!.offsetHeight).toBe(WALLET_ROW_PITCH - 6)
  })

  it('scrolling to the end shows the last wallet, still with a handful of rows in the DOM', async () => {
    const { rows, body } = await openAllWallets()
    body.scrollTop = body.scrollHeight
    await expect.element(page.getByTestId(`wallet-w${WALLETS - 1}`)).toBeVisible()
    expect(rows().length).toBeLessThan(40)
    expect(rows().at(-1)!.getAttribute('aria-posinset')).toBe(String(WALLETS))
    // The middle of the list is rendered when scrolled to.
    body.scrollTop = 5000 * WALLET_ROW_PITCH
    await expect.element(page.getByTestId('wallet-w5000')).toBeVisible()
    expect(page.getByTestId('wallet-w0').query()).toBeNull()
  })

  it('searching finds a wallet deep in the list, and says so when nothing matches', async () => {
    const { rows } = await openAllWallets()
    await userEvent.fill(page.getByTestId('wallet-search'), 'Wallet 9999')
    await expect.element(page.getByTestId('wallet-w9999')).toBeVisible()
    expect(rows()).toHaveLength(1)
    expect(rows()[0]!.getAttribute('aria-setsize')).toBe('1')
    await userEvent.fill(page.getByTestId('wallet-search'), 'no such wallet')
    await expect
      .element(page.getByTestId('no-wallet-match'))
      .toHaveTextContent('No wallet matches "no such wallet"')
    await userEvent.fill(page.getByTestId('wallet-search'), '')
    await expect.element(page.getByTestId('wallet-w0')).toBeVisible()
  })

  it('selecting a row of the windowed list connects that wallet', async () => {
    const { latch, body } = await openAllWallets()
    body.scrollTop = 1234 * WALLET_ROW_PITCH
    await page.getByTestId('wallet-w1234').click()
    await expect.element(page.getByTestId('connecting-external')).toBeVisible()
    expect(getStore(latch).getState().router.data?.connectorId).toBe('w1234')
  })
})
