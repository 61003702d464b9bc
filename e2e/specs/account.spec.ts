import {
  DEMO_ACCOUNT,
  DEMO_ACCOUNT_HOLDINGS,
  DEMO_ACCOUNT_START_BALANCE,
  DEMO_ACCOUNT_START_WEI,
  DEMO_HISTORY_STEPS,
  DEVNET_NATIVE_USD,
  DEVNET_TOKEN_DEFINITIONS,
} from '@latch/devnet'
import { parseUnits } from 'viem'
import { accountHistory } from '../accountHistory'
import { devnetChain, shown } from '../devnetChain'
import { expect, test } from '../fixtures'
import type { AccountPage, AccountTab } from '../pages/AccountPage'
import type { DemoPage } from '../pages/DemoPage'
import { seriousViolations } from '../seriousViolations'

// The demo account, as `npm run demo` connects it: only read here, never sent from.
const chain = devnetChain()

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const SCALE = 10n ** 18n
/**
 * A holding's exact value in cents × 10^18 (`units` has `decimals` decimals; prices have at most
 * 2 decimals), and as Latch shows it: floored to the cent, en-US.
 */
const fiat = (units: bigint, decimals: number, price: number) => {
  const scaled = units * BigInt(Math.round(price * 100)) * 10n ** BigInt(18 - decimals)
  return { scaled, text: usd.format(Number(scaled / SCALE) / 100) }
}
const tokenUsd = (symbol: string) => DEVNET_TOKEN_DEFINITIONS.find((token) => token.symbol === symbol)!.usd

/** Month titles as the Activity tab writes them: 'November', or 'November 2025' outside this year. */
const monthTitle = (time: number, now: number) => {
  const date = new Date(time)
  const name = date.toLocaleString('en-US', { month: 'long' })
  return date.getFullYear() === new Date(now).getFullYear() ? name : `${name} ${date.getFullYear()}`
}

async function openAccount({
  connect,
  demo,
  account,
}: {
  connect: () => Promise<void>
  demo: DemoPage
  account: AccountPage
}) {
  await connect()
  await demo.accountButton.click()
  await expect(account.view).toBeVisible()
}

test.describe('account', () => {
  test('Tokens: the fixture tokens with quantities, prices and values, not the zero-decimals token; the total in the header', async ({
    connect,
    demo,
    modal,
    account,
  }) => {
    await openAccount({ connect, demo, account })
    await expect(account.tab('tokens')).toHaveAttribute('aria-selected', 'true')
    await expect(account.tokensList).toBeVisible()

    const eth = fiat(DEMO_ACCOUNT_START_WEI, 18, DEVNET_NATIVE_USD)
    const lusd = fiat(parseUnits(DEMO_ACCOUNT_HOLDINGS.tokens.LUSD, 6), 6, tokenUsd('LUSD'))
    const lgld = fiat(parseUnits(DEMO_ACCOUNT_HOLDINGS.tokens.LGLD, 18), 18, tokenUsd('LGLD'))
    const expected = [
      { symbol: 'ETH', quantity: `${DEMO_ACCOUNT_START_BALANCE} ETH`, price: '$3,000.00', value: eth.text },
      {
        symbol: 'LUSD',
        quantity: `${shown(parseUnits(DEMO_ACCOUNT_HOLDINGS.tokens.LUSD, 6), 6)} LUSD`,
        price: '$1.00',
        value: lusd.text,
      },
      {
        symbol: 'LGLD',
        quantity: `${shown(parseUnits(DEMO_ACCOUNT_HOLDINGS.tokens.LGLD, 18), 18)} LGLD`,
        price: '$2,400.00',
        value: lgld.text,
      },
    ]
    for (const token of expected) {
      const row = account.token(token.symbol)
      await expect(row.quantity).toHaveText(token.quantity)
      await expect(row.price).toHaveText(token.price)
      await expect(row.value).toHaveText(token.value)
    }
    // The demo account holds LPTS on the chain; as a zero-decimals token Latch leaves it out.
    expect(await chain.tokenBalance('LPTS', DEMO_ACCOUNT)).toBeGreaterThan(0n)
    await expect(account.token('LPTS').row).toHaveCount(0)
    await expect(account.tokenRows).toHaveCount(expected.length)

    // The total of what is listed (LPTS not counted), floored to the cent.
    const total = usd.format(Number((eth.scaled + lusd.scaled + lgld.scaled) / SCALE) / 100)
    await expect(account.total).toHaveText(total)
    await expect(account.total).toHaveText(/^\$[\d,]+\.\d{2}$/)

    await modal.accountNetwork.click()
    await expect(modal.view('Networks')).toBeVisible()
    await modal.backButton.click()
    await expect(account.view).toBeVisible()
  })

  test('NFTs: the Latch Keys with their images from the local world, not the spam collection', async ({
    connect,
    demo,
    account,
  }) => {
    await openAccount({ connect, demo, account })
    await account.open('nfts')
    await expect(account.panel('nfts')).toBeVisible()
    await expect(account.nftItems).toHaveCount(DEMO_ACCOUNT_HOLDINGS.nfts.LKEY.length)
    // Newest acquisition first: #9 came 3 hours ago, #1 at deployment.
    await expect(account.nftItems).toHaveText(['Latch Keys #9', 'Latch Keys #1'])
    await expect(account.nftsGrid).not.toContainText('Free Mint')

    const keys = chain.chain.nfts.find((nft) => nft.symbol === 'LKEY')!
    const free = chain.chain.nfts.find((nft) => nft.symbol === 'FREE')!
    for (const id of DEMO_ACCOUNT_HOLDINGS.nfts.LKEY)
      await expect(account.nft(keys.address, id)).toBeVisible()
    for (const id of DEMO_ACCOUNT_HOLDINGS.nfts.FREE)
      await expect(account.nft(free.address, id)).toHaveCount(0)

    await expect(account.nftImages).toHaveCount(DEMO_ACCOUNT_HOLDINGS.nfts.LKEY.length)
    await expect
      .poll(() => account.loadedNftImages())
      .toEqual([
        {
          src: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/nft\/LKEY\/9\.svg$/),
          naturalWidth: expect.any(Number),
        },
        {
          src: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/nft\/LKEY\/1\.svg$/),
          naturalWidth: expect.any(Number),
        },
      ])
    await expect
      .poll(async () => (await account.loadedNftImages()).every((image) => image.naturalWidth > 0))
      .toBe(true)
  })

  test('Activity: the fixture history grouped by month, newest first, without the spam-only airdrop', async ({
    connect,
    demo,
    account,
  }) => {
    const history = await accountHistory(DEMO_ACCOUNT, chain.caipNetworkId)
    const spamOnly = history.filter((entry) =>
      entry.transfers.every((transfer) => transfer.nft_info?.flags.is_spam === true),
    )
    // The FREE airdrop is in the services' history, flagged: the page is what leaves it out.
    expect(spamOnly.length).toBe(1)
    const shownEntries = history
      .filter((entry) => !spamOnly.includes(entry))
      .map((entry) => ({ hash: entry.metadata.hash.toLowerCase(), time: Date.parse(entry.metadata.minedAt) }))
      .sort((a, b) => b.time - a.time)
    const now = Date.now()
    const expected: ({ title: string } | { hash: string })[] = []
    for (const entry of shownEntries) {
      const title = monthTitle(entry.time, now)
      if (!expected.some((item) => 'title' in item && item.title === title)) expected.push({ title })
      expected.push({ hash: entry.hash })
    }
    // The devnet spreads the history over more than two months of block time.
    const titles = expected.filter((item) => 'title' in item)
    expect(titles.length).toBeGreaterThan(1)
    expect(history.length).toBeGreaterThanOrEqual(DEMO_HISTORY_STEPS.length)

    await openAccount({ connect, demo, account })
    await account.open('activity')
    await expect(account.activityList).toBeVisible()
    const first = account.activityRows.first()
    await expect(first).toContainText('Received 0.5 ETH')
    await expect(first).toContainText(/\d+ min$/)

    const entries = await account.readActivity(expected.length)
    expect(
      entries.map((entry) =>
        'title' in entry ? { title: entry.title } : { hash: entry.hash.toLowerCase() },
      ),
    ).toEqual(expected)
    expect(entries.map((entry) => ('text' in entry ? entry.text : '')).join(' ')).not.toContain('Free Mint')
    expect(entries.every((entry) => !('status' in entry) || entry.status === 'confirmed')).toBe(true)
  })

  test('Tokens, NFTs and Activity by keyboard alone (the tablist arrows), axe clean on each', async ({
    page,
    connect,
    demo,
    modal,
    account,
  }) => {
    // Animations end at once, so colours are measured as they show, not mid-fade.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await connect()
    await demo.accountButton.focus()
    await page.keyboard.press('Enter')
    await expect(account.view).toBeVisible()
    await modal.tabTo(account.tab('tokens'), 16)
    await expect(account.tokensList).toBeVisible()
    expect(await seriousViolations(page, 'latch-root'), 'tokens').toEqual([])
    const checked = new Set<AccountTab>(['tokens'])

    const ready: Record<AccountTab, () => Promise<void>> = {
      tokens: () => expect(account.tokensList).toBeVisible(),
      nfts: () => expect(account.nftItems).toHaveCount(DEMO_ACCOUNT_HOLDINGS.nfts.LKEY.length),
      activity: () => expect(account.activityRows.first()).toBeVisible(),
    }
    for (const [key, tab] of [
      ['ArrowRight', 'nfts'],
      ['ArrowRight', 'activity'],
      ['ArrowRight', 'tokens'],
      ['ArrowLeft', 'activity'],
      ['Home', 'tokens'],
      ['End', 'activity'],
    ] as const) {
      await page.keyboard.press(key)
      await expect(account.tab(tab)).toBeFocused()
      await expect(account.tab(tab)).toHaveAttribute('aria-selected', 'true')
      await expect(account.panel(tab)).toBeVisible()
      await ready[tab]()
      // axe once per tab (each run costs seconds)
      if (!checked.has(tab)) expect(await seriousViolations(page, 'latch-root'), tab).toEqual([])
      checked.add(tab)
    }
    // Tab leaves the tablist for its panel, which is labelled by the selected tab.
    await page.keyboard.press('Tab')
    await expect(account.panel('activity')).toBeFocused()
    await expect(account.panel('activity')).toHaveAccessibleName('Activity')
  })
})
