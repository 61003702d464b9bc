import type { FeaturesConfig } from '@latch/core'
import { getStore } from '@latch/core/internal'
import { navigate, open } from '@latch/core/modal'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { deepActiveElement } from '../../modal/focus'
import { setPortfolio, TEST_TOKENS } from '../../test-support/accountData'
import { renderLatch, setConnected } from '../../test-support/renderLatch'

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  vi.useRealTimers()
  await cleanup?.()
  cleanup = undefined
})

async function openAccount(features?: FeaturesConfig) {
  const rendered = await renderLatch(null, { features })
  cleanup = rendered.unmount
  setConnected(rendered.latch)
  open(rendered.latch)
  await expect.element(page.getByTestId('account-view')).toBeVisible()
  return rendered
}

const focusedTestId = () => deepActiveElement()?.getAttribute('data-testid')

describe('Account header', () => {
  it('shows the short address with copy, the native balance and the network badge that opens Networks', async () => {
    const { latch } = await openAccount()
    await expect.element(page.getByTestId('account-address')).toHaveTextContent('0xf39F…2266')
    await expect.element(page.getByTestId('copy-address')).toHaveAccessibleName('Copy address')
    await expect.element(page.getByTestId('account-balance')).toHaveTextContent('10000.000 ETH')
    // No identity service configured: no profile name, the generated avatar stands in.
    expect(page.getByTestId('account-name').query()).toBeNull()
    await expect.element(page.getByTestId('account-network')).toHaveTextContent('Latch Devnet')
    await page.getByTestId('account-network').click()
    await expect.element(page.getByTestId('networks-view')).toBeVisible()
    expect(getStore(latch).getState().router.history).toEqual(['Account'])
  })

  it('names a social login by its user name and provider (Discord without its trailing 0), and offers Sign out, not Update email', async () => {
    const { latch } = await openAccount()
    const login = (auth: { name: string; provider?: 'discord' | 'github' }) =>
      getStore(latch).setState({
        activeConnectorIds: { eip155: 'AUTH' },
        connections: { eip155: [{ connectorId: 'AUTH', accounts: [{ address: '0xf39F' }], auth }] },
      })
    login({ name: 'grace0', provider: 'discord' })
    await expect.element(page.getByTestId('account-social')).toHaveTextContent('grace · Discord')
    await expect.element(page.getByTestId('disconnect')).toHaveTextContent('Sign out')
    expect(page.getByTestId('update-email-open').query()).toBeNull()
    expect(page.getByTestId('account-email').query()).toBeNull()
    login({ name: '', provider: 'github' })
    await expect.element(page.getByTestId('account-social')).toHaveTextContent('GitHub')
    login({ name: 'ada@example.com' })
    await expect.element(page.getByTestId('account-email')).toHaveTextContent('ada@example.com')
    await expect.element(page.getByTestId('update-email-open')).toBeVisible()
    expect(page.getByTestId('account-social').query()).toBeNull()
  })

  it('shows the total value in fiat with 2 decimals once the tokens are read', async () => {
    const { latch } = await openAccount()
    setPortfolio(latch, { status: 'ready', tokens: TEST_TOKENS })
    await expect.element(page.getByTestId('account-total')).toHaveTextContent('$31,236.00')
  })

  it('offers buy, swap, receive then send, in the spec default order, and only the features that are on', async () => {
    const { latch } = await openAccount()
    const features = page.getByTestId('wallet-features').element()
    expect(Array.from(features.querySelectorAll('button'), (b) => b.textContent)).toEqual([
      'Buy',
      'Swap',
      'Receive',
      'Send',
    ])
    await page.getByTestId('wallet-feature-onramp').click()
    await expect.element(page.getByTestId('onramp-view')).toBeVisible()
    navigate(latch, { view: 'Account' })
    await page.getByTestId('wallet-feature-swaps').click()
    await expect.element(page.getByTestId('modal-title')).toHaveTextContent('Swap')
    navigate(latch, { view: 'Account' })
    await page.getByTestId('wallet-feature-receive').click()
    await expect.element(page.getByTestId('receive-view')).toBeVisible()
    navigate(latch, { view: 'Account' })
    await page.getByTestId('wallet-feature-send').click()
    await expect.element(page.getByTestId('send-view')).toBeVisible()
  })

  it('follows the host order and leaves out a feature whose flag is off', async () => {
    await openAccount({ send: false, walletFeaturesOrder: ['send', 'receive', 'onramp', 'swaps'] })
    const features = page.getByTestId('wallet-features').element()
    await expect.element(page.getByTestId('wallet-feature-receive')).toBeVisible()
    expect(Array.from(features.querySelectorAll('button'), (b) => b.textContent)).toEqual([
      'Receive',
      'Buy',
      'Swap',
    ])
    expect(page.getByTestId('wallet-feature-send').query()).toBeNull()
  })
})

describe('Account tabs', () => {
  it('are an ARIA tablist: arrow keys, Home and End move between tabs, each panel labelled by its tab', async () => {
    await openAccount()
    const tokens = page.getByTestId('account-tab-tokens')
    await expect.element(page.getByRole('tablist')).toHaveAccessibleName('Account')
    await expect.element(tokens).toHaveAttribute('aria-selected', 'true')
    await expect.element(page.getByRole('tabpanel')).toHaveAccessibleName('Tokens')
    ;(tokens.element() as HTMLElement).focus()
    await userEvent.keyboard('{ArrowRight}')
    expect(focusedTestId()).toBe('account-tab-nfts')
    await expect.element(page.getByTestId('account-tab-nfts')).toHaveAttribute('aria-selected', 'true')
    await expect.element(page.getByRole('tabpanel')).toHaveAccessibleName('NFTs')
    await userEvent.keyboard('{End}')
    expect(focusedTestId()).toBe('account-tab-activity')
    await expect.element(page.getByRole('tabpanel')).toHaveAccessibleName('Activity')
    await userEvent.keyboard('{ArrowRight}')
    expect(focusedTestId()).toBe('account-tab-tokens')
    await userEvent.keyboard('{ArrowLeft}')
    expect(focusedTestId()).toBe('account-tab-activity')
    await userEvent.keyboard('{Home}')
    expect(focusedTestId()).toBe('account-tab-tokens')
    // One tab stop: Tab leaves the tablist for the panel.
    await userEvent.keyboard('{Tab}')
    expect(focusedTestId()).toBe('account-panel-tokens')
  })

  it('has no Activity tab when the activity feature is off', async () => {
    await openAccount({ activity: false })
    await expect.element(page.getByTestId('account-tab-nfts')).toBeVisible()
    expect(page.getByTestId('account-tab-activity').query()).toBeNull()
  })
})

describe('Tokens tab', () => {
  it("shows 'Token Balance Unavailable' when the fetch fails, with a retry only 30 s after the failure", async () => {
    // The clock the store's failedAt and the countdown read, stopped so the seconds are exact.
    vi.useFakeTimers({ toFake: ['Date'] })
    // No provider service configured: the balance fetch fails at once.
    const { latch } = await openAccount()
    await expect.element(page.getByTestId('tokens-error')).toHaveTextContent('Token Balance Unavailable')
    await expect.element(page.getByTestId('snackbar')).toHaveTextContent('Token Balance Unavailable')
    const retry = page.getByTestId('tokens-retry')
    await expect.element(retry).toBeDisabled()
    await expect.element(retry).toHaveTextContent('Retry in 30 s')
    // The wait counts from the failure time in the store, not from when the tab saw the error.
    const failedAt = Date.now() - 20_000
    setPortfolio(latch, { status: 'error', tokens: [], failedAt })
    await expect.element(retry).toHaveTextContent('Retry in 10 s')
    vi.setSystemTime(failedAt + 29_000)
    await expect.element(retry, { timeout: 3000 }).toHaveTextContent('Retry in 1 s')
    await expect.element(retry).toBeDisabled()
    vi.setSystemTime(failedAt + 30_000)
    await expect.element(retry, { timeout: 3000 }).toHaveTextContent(/^Retry$/)
    await expect.element(retry).toBeEnabled()
  })

  it('shows skeleton rows while loading, announced once', async () => {
    const { latch } = await openAccount()
    await expect.element(page.getByTestId('tokens-error')).toBeVisible()
    setPortfolio(latch, { status: 'loading', tokens: [] })
    await expect.element(page.getByTestId('tokens-loading')).toHaveAttribute('aria-busy', 'true')
    await expect.element(page.getByRole('status').filter({ hasText: 'Loading tokens' })).toBeInTheDocument()
  })

  it('says so when the account holds no tokens', async () => {
    const { latch } = await openAccount()
    await expect.element(page.getByTestId('tokens-error')).toBeVisible()
    setPortfolio(latch, { status: 'ready', tokens: [] })
    await expect.element(page.getByTestId('tokens-empty')).toHaveTextContent('No tokens yet')
  })

  it('lists each token with its name, quantity floored to 3 decimals, price and value in fiat', async () => {
    const { latch } = await openAccount()
    await expect.element(page.getByTestId('tokens-error')).toBeVisible()
    setPortfolio(latch, { status: 'ready', tokens: TEST_TOKENS })
    const eth = page.getByTestId('token-ETH')
    await expect.element(eth).toHaveTextContent('Ether')
    await expect.element(eth.getByTestId('token-quantity')).toHaveTextContent('10.000 ETH')
    await expect.element(eth.getByTestId('token-price')).toHaveTextContent('$3,000.15')
    await expect.element(eth.getByTestId('token-value')).toHaveTextContent('$30,001.50')
    expect(eth.element().querySelector('img')?.getAttribute('src')).toBe(TEST_TOKENS[0]!.iconUrl)
    const lusd = page.getByTestId('token-LUSD')
    await expect.element(lusd.getByTestId('token-quantity')).toHaveTextContent('1234.500 LUSD')
    // Its icon URL fails to load: the first letter stands in.
    await expect.poll(() => lusd.element().querySelector('img')).toBeNull()
    await expect.element(lusd).toHaveTextContent(/^L/)
  })
  it('reads the tokens again when the network changes, never showing the last network tokens', async () => {
    const { latch } = await openAccount()
    await expect.element(page.getByTestId('tokens-error')).toBeVisible()
    setPortfolio(latch, { status: 'ready', tokens: TEST_TOKENS })
    await expect.element(page.getByTestId('token-LUSD')).toBeVisible()
    setConnected(latch, 'eip155:31338')
    await expect.element(page.getByTestId('account-network')).toHaveTextContent('Latch Devnet B')
    expect(page.getByTestId('token-LUSD').query()).toBeNull()
    // The new network's read ran (and failed, with no provider service here) instead of staying idle.
    await expect.element(page.getByTestId('tokens-error')).toBeVisible()
    expect(getStore(latch).getState().portfolio.key).toBe(
      'eip155:31338:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    )
  })
})
