// All Wallets and Connect over the real provider service (the browser project's globalSetup starts it with
// the shipped wallet registry): paging, search, the certified filter, featured, recent and installed first.

import type { Connector, LatchConfig } from '@latch/core'
import { getStore } from '@latch/core/internal'
import { open } from '@latch/core/modal'
import { getWallets } from '@latch/core/services'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { ROW_PITCH as WALLET_ROW_PITCH } from '../../components/rowSize'
import { listingOnlyAdapter } from '../../test-support/listingOnlyAdapter'
import { renderLatch } from '../../test-support/renderLatch'

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

const api = inject('latchListingApi')!
/** createLatch's part for the listing service: the project once, and the base URL. */
const services = { projectId: api.projectId, api: { baseUrl: api.baseUrl } }

const installedMetaMask: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'io.metamask' },
}

async function openWallets(config: Partial<LatchConfig> = {}, view: 'AllWallets' | 'Connect' = 'AllWallets') {
  const rendered = await renderLatch(null, {
    ...services,
    adapters: [listingOnlyAdapter([installedMetaMask])],
    ...config,
  })
  cleanup = rendered.unmount
  open(rendered.latch, view === 'Connect' ? undefined : { view })
  const root = document.querySelector('[data-testid="latch-root"]')!.shadowRoot!
  const rows = () =>
    Array.from(
      root.querySelectorAll<HTMLElement>(
        '[data-testid="all-wallets-list"] > li > button[data-testid^="wallet-"]',
      ),
    ).map((button) => button.dataset.testid!.slice('wallet-'.length))
  const body = () => root.querySelector<HTMLElement>('[data-modal-body]')!
  return { ...rendered, rows, body }
}

describe('All Wallets from the services listing', () => {
  it('full: the installed wallet first, then the listing 40 at a time, without the installed one again', async () => {
    const { latch, rows } = await openWallets()
    const listing = await getWallets(latch, { entries: 100 })
    await expect.element(page.getByTestId('wallet-rainbow')).toBeInTheDocument()
    expect(rows()[0]).toBe('io.metamask')
    expect(rows()).not.toContain('metamask')
    const list = page.getByTestId('all-wallets-list').element()
    // The installed wallet, the listing's first page, and the slot that reads the next one.
    expect((list as HTMLElement).offsetHeight).toBe((1 + 40 - 1 + 1) * WALLET_ROW_PITCH - 6)
    // Assistive tech hears the size of the whole listing, not only of what was read.
    const first = list.querySelector('li')!
    expect(Number(first.getAttribute('aria-setsize'))).toBe(1 + listing.count - 1)
  })

  it('scrolling to the end reads the next page, and again until the listing ends', async () => {
    const { latch, body, rows } = await openWallets()
    const listing = await getWallets(latch, { page: 2 })
    await expect.element(page.getByTestId('wallet-rainbow')).toBeInTheDocument()
    const secondPageWallet = listing.data[5]!.id
    body().scrollTop = body().scrollHeight
    await expect
      .element(
        page
          .getByTestId('wallets-loading-more')
          .or(page.getByTestId(`wallet-${secondPageWallet}`))
          .first(),
      )
      .toBeInTheDocument()
    body().scrollTop = 45 * WALLET_ROW_PITCH
    await expect.element(page.getByTestId(`wallet-${secondPageWallet}`)).toBeVisible()
    expect(new Set(rows()).size).toBe(rows().length)
  })

  it('search asks the services (up to 100 results) and finds a wallet far down the listing', async () => {
    const { latch } = await openWallets()
    const last = await getWallets(latch, { page: 10, entries: 40 })
    const deep = last.data.at(-1)!
    await userEvent.fill(page.getByTestId('wallet-search'), deep.name)
    await expect.element(page.getByTestId(`wallet-${deep.id}`)).toBeVisible()
    await expect.element(page.getByTestId('wallets-loading-more')).not.toBeInTheDocument()
  })

  it('empty: a search nobody matches says so', async () => {
    await openWallets()
    await userEvent.fill(page.getByTestId('wallet-search'), 'zzz no such wallet')
    await expect
      .element(page.getByTestId('no-wallet-match'))
      .toHaveTextContent('No wallet matches "zzz no such wallet"')
  })

  it('the certified filter keeps the certified wallets of the listing, and turns off again', async () => {
    const { latch, rows } = await openWallets()
    const uncertified = (await getWallets(latch, { badge_type: 'none', entries: 1 })).data[0]!
    await userEvent.fill(page.getByTestId('wallet-search'), uncertified.name)
    await expect.element(page.getByTestId(`wallet-${uncertified.id}`)).toBeVisible()
    const filter = page.getByRole('button', { name: 'Certified' })
    await filter.click()
    await expect.element(filter).toHaveAttribute('aria-pressed', 'true')
    await expect.poll(() => rows().includes(uncertified.id)).toBe(false)
    await filter.click()
    await expect.element(page.getByTestId(`wallet-${uncertified.id}`)).toBeVisible()
  })

  it('featured wallets come right after the installed one; excluded ones never show', async () => {
    const { rows } = await openWallets({
      featuredWalletIds: ['zerion', 'rainbow'],
      excludeWalletIds: ['trust-wallet'],
    })
    await expect.element(page.getByTestId('wallet-zerion')).toBeInTheDocument()
    await expect.poll(() => rows().slice(0, 3)).toEqual(['io.metamask', 'zerion', 'rainbow'])
    expect(rows()).not.toContain('trust-wallet')
    expect(rows().filter((id) => id === 'rainbow')).toHaveLength(1)
  })

  it('a wallet that becomes recent is offered first on Connect at once, tagged Recent', async () => {
    const { latch } = await openWallets({}, 'Connect')
    const list = page.getByRole('list', { name: 'Wallets' })
    await expect.element(list.getByTestId('wallet-io.metamask')).toBeVisible()
    getStore(latch).setState({ recentWallets: [{ id: 'rainbow', name: 'Rainbow' }] })
    await expect.element(list.getByTestId('wallet-rainbow')).toHaveTextContent('Recent')
    const buttons = list
      .getByRole('button')
      .elements()
      .map((b) => b.dataset.testid)
    expect(buttons.slice(0, 2)).toEqual(['wallet-rainbow', 'wallet-io.metamask'])
  })

  it('Connect fills up to four wallets with the recommended ones and counts the whole listing', async () => {
    const { latch } = await openWallets({}, 'Connect')
    const listing = await getWallets(latch, { entries: 1 })
    const list = page.getByRole('list', { name: 'Wallets' })
    await expect.element(page.getByTestId('all-wallets')).toHaveTextContent(String(1 + listing.count))
    // MetaMask is installed: its listing entry is not recommended again.
    await expect.poll(() => list.getByRole('button').elements().length).toBe(5)
    expect(list.getByTestId('wallet-metamask').query()).toBeNull()
  })
})

describe('All Wallets states without the listing', () => {
  it('loading: with nothing to show yet it says it is loading, the search waits at least 300 ms', async () => {
    const rendered = await renderLatch(null, { ...services, adapters: [listingOnlyAdapter([])] })
    cleanup = rendered.unmount
    open(rendered.latch, { view: 'AllWallets' })
    await expect.element(page.getByTestId('all-wallets-list')).toBeInTheDocument()
    await userEvent.fill(page.getByTestId('wallet-search'), 'Rainbow')
    await expect.element(page.getByRole('progressbar', { name: 'Loading wallets' })).toBeVisible()
    await expect.element(page.getByTestId('wallet-rainbow')).toBeVisible()
  })

  it('error: a service that cannot be reached says so, keeps the installed wallets, and Try again asks again', async () => {
    const { latch } = await openWallets({ projectId: api.projectId, api: { baseUrl: 'http://127.0.0.1:1' } })
    await expect
      .element(page.getByTestId('wallet-listing-error'))
      .toHaveTextContent('The wallet list could not be loaded.')
    await expect.element(page.getByTestId('wallet-io.metamask')).toBeVisible()
    await page.getByTestId('wallet-listing-retry').click()
    await expect.element(page.getByTestId('wallet-listing-error')).toBeInTheDocument()
    expect(getStore(latch).getState().router.view).toBe('AllWallets')
  })
})
