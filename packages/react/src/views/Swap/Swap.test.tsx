import type { Latch } from '@latch/core'
import { getStore, type SwapState } from '@latch/core/internal'
import { open } from '@latch/core/modal'
import { afterEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { deepActiveElement } from '../../modal/focus'
import { setPortfolio, TEST_TOKENS } from '../../test-support/accountData'
import { seriousViolations, settle } from '../../test-support/axe'
import { renderLatch, setConnected } from '../../test-support/renderLatch'
import { ETH_LUSD_QUOTE, SWAP_LUSD, setSwap, swapReady } from '../../test-support/swapData'

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

const focusedTestId = () => deepActiveElement()?.getAttribute('data-testid')

/** Account → Swap, with the tokens read and the swap state as `swap` says (loadSwap leaves a read state alone). */
async function openSwap(swap: Partial<SwapState> = swapReady()): Promise<Latch> {
  const { latch, unmount } = await renderLatch(null)
  cleanup = unmount
  setConnected(latch)
  open(latch)
  // No provider service here: Account's token read fails, then the tokens are set as a read sets them.
  await expect.element(page.getByTestId('tokens-error')).toBeVisible()
  setPortfolio(latch, { status: 'ready', tokens: TEST_TOKENS })
  setSwap(latch, swap)
  await page.getByTestId('wallet-feature-swaps').click()
  await expect.element(page.getByTestId('modal-title')).toHaveTextContent('Swap')
  return latch
}

describe('Swap', () => {
  it('loading: says the tokens are being read', async () => {
    await openSwap({ tokensStatus: 'loading' })
    await expect.element(page.getByRole('progressbar')).toHaveAccessibleName('Loading the tokens to swap')
  })

  it("a network without swaps: 'Network not supported for Swaps', and a way to another network", async () => {
    const latch = await openSwap({ tokensStatus: 'idle' })
    const message = page.getByTestId('swap-unavailable-message')
    // No service here: the read fails as any failure does; then as the service refuses a chain without swaps.
    await expect.element(message).toHaveTextContent('API not configured')
    setSwap(latch, {
      tokensStatus: 'error',
      error: { code: 'SWAP_NETWORK_NOT_SUPPORTED', message: 'Network not supported for Swaps' },
    })
    await expect.element(message).toHaveTextContent('Network not supported for Swaps')
    await expect.element(message).toHaveRole('alert')
    await settle()
    expect(await seriousViolations()).toEqual([])
    await page.getByTestId('swap-networks').click()
    await expect.element(page.getByTestId('modal-title')).toHaveTextContent('Choose Network')
  })

  it('reads the tokens again when the network changes under it', async () => {
    const latch = await openSwap()
    await expect.element(page.getByTestId('swap-view')).toBeVisible()
    setConnected(latch, 'eip155:31338')
    // The account data is emptied and read again; no service here, so the read fails and says so.
    await expect.element(page.getByTestId('swap-unavailable-message')).toHaveTextContent('API not configured')
    expect(getStore(latch).getState().swap.tokensStatus).toBe('error')
  })

  it('empty: no tokens to swap on this network', async () => {
    await openSwap({ ...swapReady(), tokens: [], from: undefined, to: undefined })
    await expect
      .element(page.getByTestId('swap-empty'))
      .toHaveTextContent('No tokens to swap on this network')
  })

  it('full, by keyboard alone: the amount is quoted as typed, the terms show, Enter reviews', async () => {
    const latch = await openSwap()
    await expect
      .element(page.getByTestId('swap-from-token'))
      .toHaveAccessibleName(/^Token to pay: ETH\s*\. Change token$/)
    await expect.element(page.getByTestId('swap-from-balance')).toHaveTextContent('Balance 10.000 ETH')
    await expect.element(page.getByTestId('swap-to-balance')).toHaveTextContent('Balance 1234.500 LUSD')
    // The view change put focus on the title; Tab reaches the amount after Close.
    await userEvent.keyboard('{Tab}')
    expect(focusedTestId()).toBe('modal-close')
    await userEvent.keyboard('{Tab}')
    expect(focusedTestId()).toBe('swap-amount')
    await expect.element(page.getByRole('textbox', { name: 'You pay' })).toBeVisible()
    await userEvent.keyboard('1')
    // The quote is asked once typing pauses; meanwhile the view says so.
    await expect.element(page.getByTestId('swap-message')).toHaveTextContent('Fetching the best price…')
    await expect.element(page.getByTestId('swap-review')).toBeDisabled()
    // No service here: the read fails, and the failure shows.
    await expect.element(page.getByTestId('swap-message')).toHaveTextContent('API not configured')
    // The answer as the service gives it for 1 ETH.
    setSwap(latch, { quote: ETH_LUSD_QUOTE, quoteStatus: 'ready', error: undefined })
    await expect.element(page.getByTestId('swap-receive')).toHaveTextContent('1994.000')
    await expect.element(page.getByTestId('swap-rate')).toHaveTextContent('1 ETH = 1994.000 LUSD')
    await expect.element(page.getByTestId('swap-price-impact')).toHaveTextContent('0.30%')
    await expect.element(page.getByTestId('swap-minimum')).toHaveTextContent('1974.060 LUSD')
    await expect.element(page.getByTestId('swap-message')).toHaveTextContent('')
    await settle()
    expect((await seriousViolations()).join('\n')).toBe('')
    await userEvent.keyboard('{Enter}')
    await expect.element(page.getByTestId('swap-preview-view')).toBeVisible()
    await expect.element(page.getByTestId('modal-title')).toHaveTextContent('Review Swap')
  })

  it('a changed amount drops the quote shown at once', async () => {
    const latch = await openSwap({ ...swapReady(), amount: '1', quote: ETH_LUSD_QUOTE, quoteStatus: 'ready' })
    await expect.element(page.getByTestId('swap-receive')).toHaveTextContent('1994.000')
    await userEvent.fill(page.getByTestId('swap-amount'), '2')
    await expect.element(page.getByTestId('swap-receive')).toHaveTextContent('0')
    expect(getStore(latch).getState().swap.quote).toBeUndefined()
  })

  it('says why the form cannot be swapped: a failed quote, over the balance, a malformed amount', async () => {
    const latch = await openSwap({
      ...swapReady(),
      amount: '1',
      quoteStatus: 'error',
      error: { code: 'HTTP_STATUS', message: 'No route for this swap: try a smaller amount or another pair' },
    })
    const message = page.getByTestId('swap-message')
    await expect
      .element(message)
      .toHaveTextContent('No route for this swap: try a smaller amount or another pair')
    await expect.element(message).toHaveClass(/error/)
    await userEvent.fill(page.getByTestId('swap-amount'), '11')
    await expect.element(message).toHaveTextContent('Insufficient balance')
    await userEvent.fill(page.getByTestId('swap-amount'), '1,5')
    await expect.element(message).toHaveTextContent('Enter a valid amount')
    expect(getStore(latch).getState().swap.amount).toBe('1,5')
    await expect.element(page.getByTestId('swap-review')).toBeDisabled()
  })

  it('Max keeps the gas of a swap from ETH; the pair turns around; the token picker is searchable by keyboard', async () => {
    const latch = await openSwap()
    await page.getByTestId('swap-max').click()
    // 10.0001234 ETH less 300000 gas at 1 gwei
    await expect.element(page.getByTestId('swap-amount')).toHaveValue('9.9998234')
    await page.getByTestId('swap-switch').click()
    await expect.element(page.getByTestId('swap-from-token')).toHaveTextContent('LUSD')
    await expect.element(page.getByTestId('swap-to-token')).toHaveTextContent('ETH')
    await page.getByTestId('swap-to-token').click()
    await expect.element(page.getByTestId('swap-select-token-view')).toBeVisible()
    await expect.element(page.getByTestId('swap-token-option-ETH')).toHaveTextContent('10.000 ETH')
    await expect.element(page.getByTestId('swap-token-option-ETH')).toHaveAttribute('aria-current', 'true')
    await userEvent.fill(page.getByTestId('swap-token-search'), 'usd')
    await expect.element(page.getByTestId('swap-token-option-ETH')).not.toBeInTheDocument()
    await userEvent.keyboard('{ArrowDown}')
    expect(focusedTestId()).toBe('swap-token-option-LUSD')
    await userEvent.keyboard('{Enter}')
    await expect.element(page.getByTestId('swap-view')).toBeVisible()
    // LUSD chosen to receive while it was paid: the two switch.
    expect(getStore(latch).getState().swap.to).toEqual(SWAP_LUSD)
    await expect.element(page.getByTestId('swap-from-token')).toHaveTextContent('ETH')
  })
})
