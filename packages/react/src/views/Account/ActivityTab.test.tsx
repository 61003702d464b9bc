import type { Latch } from '@latch/core'
import { getStore, type LatchState } from '@latch/core/internal'
import { open } from '@latch/core/modal'
import { afterEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { ACCOUNT_KEY, testTransaction } from '../../test-support/accountData'
import { renderLatch, setConnected } from '../../test-support/renderLatch'
import { ACTIVITY_ROW_PITCH } from './ActivityList'

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

const DAY = 86_400_000

/** The Account's Activity tab, after its first fetch failed (no provider service in these tests). */
async function openActivity() {
  const rendered = await renderLatch(null)
  cleanup = rendered.unmount
  setConnected(rendered.latch)
  open(rendered.latch)
  await page.getByTestId('account-tab-activity').click()
  await expect.element(page.getByTestId('activity-error')).toBeVisible()
  return rendered
}

const setActivity = (latch: Latch, activity: Partial<LatchState['activity']>) =>
  getStore(latch).setState((s) => ({ activity: { ...s.activity, key: ACCOUNT_KEY, ...activity } }))

const root = () => document.querySelector('[data-testid="latch-root"]')!.shadowRoot!
const texts = (selector: string) => Array.from(root().querySelectorAll(selector), (node) => node.textContent)

describe('Activity tab', () => {
  it("on a failed fetch shows 'Failed to fetch transactions' in the snackbar and the tab, with a retry", async () => {
    await openActivity()
    await expect.element(page.getByTestId('activity-error')).toHaveTextContent('Failed to fetch transactions')
    await expect.element(page.getByTestId('snackbar')).toHaveTextContent('Failed to fetch transactions')
    await expect.element(page.getByTestId('activity-retry')).toBeEnabled()
  })

  it('shows skeleton rows while loading, and says so when there is no activity', async () => {
    const { latch } = await openActivity()
    setActivity(latch, { status: 'loading', transactions: [] })
    await expect.element(page.getByTestId('activity-loading')).toHaveAttribute('aria-busy', 'true')
    setActivity(latch, { status: 'ready', transactions: [], next: null })
    await expect.element(page.getByTestId('activity-empty')).toHaveTextContent('No activity yet')
  })

  it('groups by month, newest first, with what moved, the counterparty, the time and a pending or failed badge', async () => {
    const { latch } = await openActivity()
    const now = Date.now()
    const lastYear = new Date(new Date(now).getFullYear() - 1, 5, 15).toISOString()
    setActivity(latch, {
      status: 'ready',
      next: null,
      transactions: [
        testTransaction(1, new Date(now - 5 * 60_000).toISOString(), { direction: 'out', numeric: '1.5' }),
        testTransaction(2, new Date(now - 2 * 3_600_000).toISOString(), { symbol: 'LUSD', numeric: '100' }),
        testTransaction(3, new Date(now - 3 * 3_600_000).toISOString(), { nft: 'Latch Keys #3' }),
        testTransaction(4, new Date(now - 4 * 3_600_000).toISOString(), { nft: 'Free Mint #1', spam: true }),
        testTransaction(5, lastYear, { direction: 'out', status: 'failed', symbol: 'LGLD', numeric: '2' }),
      ],
      pending: [
        {
          ...testTransaction(6, new Date(now).toISOString(), { direction: 'out', numeric: '0.25' }),
          metadata: {
            ...testTransaction(6, new Date(now).toISOString(), { direction: 'out' }).metadata,
            status: 'pending',
            hash: `0x${'6'.padStart(64, '0')}`,
          },
        },
      ],
    })
    await expect.element(page.getByTestId('activity-list')).toBeVisible()
    // Computed the way the spec titles months, so the test holds on the first hours of a month too.
    const month = new Intl.DateTimeFormat('en-US', { month: 'long' })
    const year = new Date(now).getFullYear()
    const title = (ms: number) =>
      `${month.format(ms)}${new Date(ms).getFullYear() === year ? '' : ` ${new Date(ms).getFullYear()}`}`
    const recent = [now, now - 5 * 60_000, now - 2 * 3_600_000, now - 3 * 3_600_000].map(title)
    expect(texts('[data-testid="activity-month"]')).toEqual([...new Set(recent), `June ${year - 1}`])
    const rows = Array.from(root().querySelectorAll<HTMLElement>('[data-testid="activity-row"]'))
    expect(rows.map((row) => row.querySelector('.item-title')?.textContent)).toEqual([
      'Sent 0.25 ETH',
      'Sent 1.5 ETH',
      'Received 100 LUSD',
      'Received Latch Keys #3',
      'Sent 2 LGLD',
    ])
    expect(rows[1]!.textContent).toContain('To 0x7099…79C8')
    expect(rows[2]!.textContent).toContain('From 0x7099…79C8')
    expect(rows[1]!.textContent).toContain('5 min')
    expect(rows[2]!.textContent).toContain('2 hrs')
    expect(
      rows.map((row) => row.querySelector('[data-testid="activity-status"]')?.textContent ?? ''),
    ).toEqual(['Pending', '', '', '', 'Failed'])
    // The airdrop of spam NFTs alone is hidden.
    expect(root().textContent).not.toContain('Free Mint')
  })

  it("names a token transfer's receiver, not the token contract the transaction called", async () => {
    const { latch } = await openActivity()
    const contract = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
    const receiver = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
    const sent = testTransaction(1, new Date().toISOString(), {
      direction: 'out',
      symbol: 'LUSD',
      numeric: '12.5',
    })
    setActivity(latch, {
      status: 'ready',
      next: null,
      transactions: [
        {
          metadata: { ...sent.metadata, sentTo: contract },
          id: sent.id,
          transfers: sent.transfers.map((transfer) => ({ ...transfer, recipient: receiver })),
        },
      ],
    })
    await expect.element(page.getByTestId('activity-row')).toHaveTextContent('To 0x3C44…93BC')
    expect(root().textContent).not.toContain('0x700b…AD35')
  })

  it('is windowed: 1,000 transactions put only the rows in view (and a few beyond) in the DOM', async () => {
    const { latch } = await openActivity()
    const now = Date.now()
    const transactions = Array.from({ length: 1000 }, (_, i) =>
      testTransaction(i + 1, new Date(now - i * DAY).toISOString(), { numeric: String(i + 1) }),
    )
    setActivity(latch, { status: 'ready', next: null, transactions })
    await expect.element(page.getByTestId('activity-list')).toBeVisible()
    const items = () => root().querySelectorAll('[data-testid="activity-list"] > li')
    expect(items().length).toBeLessThan(40)
    const total = Number(items()[0]!.getAttribute('aria-setsize'))
    expect(total).toBeGreaterThan(1000)
    const body = root().querySelector<HTMLElement>('[data-modal-body]')!
    body.scrollTop = body.scrollHeight
    await expect.poll(() => items()[items().length - 1]?.getAttribute('aria-posinset')).toBe(String(total))
    expect(items().length).toBeLessThan(40)
    expect(root().textContent).toContain('Received 1000 ETH')
    const tops = Array.from(items(), (item) => (item as HTMLElement).offsetTop)
    for (let i = 1; i < tops.length; i++) expect(tops[i]! - tops[i - 1]!).toBe(ACTIVITY_ROW_PITCH)
  })
  it('reads the next page when the window reaches the end of the list', async () => {
    const { latch } = await openActivity()
    const now = Date.now()
    const transactions = Array.from({ length: 200 }, (_, i) =>
      testTransaction(i + 1, new Date(now - i * DAY).toISOString()),
    )
    setActivity(latch, { status: 'ready', next: 'page-2', transactions })
    await expect.element(page.getByTestId('activity-list')).toBeVisible()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(getStore(latch).getState().activity).toMatchObject({ next: 'page-2', transactions })
    const body = root().querySelector<HTMLElement>('[data-modal-body]')!
    body.scrollTop = body.scrollHeight
    // Asked with the cursor; with no provider service here it fails: list emptied, cursor cleared (spec §8).
    await expect.element(page.getByTestId('activity-error')).toBeVisible()
    expect(getStore(latch).getState().activity).toMatchObject({ next: null, transactions: [] })
  })
})
