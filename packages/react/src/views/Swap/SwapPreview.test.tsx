import type { SwapState } from '@latch/core/internal'
import { open } from '@latch/core/modal'
import { afterEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { setPortfolio, TEST_TOKENS } from '../../test-support/accountData'
import { seriousViolations, settle } from '../../test-support/axe'
import { renderLatch, setConnected } from '../../test-support/renderLatch'
import { ETH_LUSD_QUOTE, SWAP_ETH, SWAP_LUSD, setSwap, swapReady } from '../../test-support/swapData'

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

const LUSD_ETH_QUOTE = {
  ...ETH_LUSD_QUOTE,
  fromAmount: 5_000_000n,
  fromAccount: SWAP_LUSD.address,
  toAmount: 2_492_000_000_000_000n,
  toAccount: SWAP_ETH.address,
}

/** Account → Swap with a quote → Review. */
async function openPreview(swap: Partial<SwapState>) {
  const { latch, unmount } = await renderLatch(null)
  cleanup = unmount
  setConnected(latch)
  open(latch)
  await expect.element(page.getByTestId('tokens-error')).toBeVisible()
  setPortfolio(latch, { status: 'ready', tokens: TEST_TOKENS })
  setSwap(latch, { ...swapReady(), quoteStatus: 'ready', ...swap })
  await page.getByTestId('wallet-feature-swaps').click()
  await page.getByTestId('swap-review').click()
  await expect.element(page.getByTestId('swap-preview-view')).toBeVisible()
  return latch
}

describe('SwapPreview', () => {
  it('shows what is paid and received, the terms, and the network fee in ETH and fiat', async () => {
    const latch = await openPreview({ amount: '1', quote: ETH_LUSD_QUOTE })
    await expect.element(page.getByTestId('swap-summary-pay')).toHaveTextContent('1 ETH')
    await expect.element(page.getByTestId('swap-summary-receive')).toHaveTextContent('1994.000 LUSD')
    await expect.element(page.getByTestId('swap-minimum')).toHaveTextContent('1974.060 LUSD')
    // No service here: the estimate fails and says so; then as the service's gas gives it.
    await expect.element(page.getByTestId('swap-fee')).toHaveTextContent('Unavailable')
    setSwap(latch, {
      feeStatus: 'ready',
      fee: { value: 120_000_000_000_000n, formatted: '0.00012', symbol: 'ETH', fiat: 0.36 },
    })
    await expect.element(page.getByTestId('swap-fee')).toHaveTextContent('0.00012 ETH ($0.36)')
    // No approve for the native currency.
    expect(page.getByTestId('swap-steps').query()).toBeNull()
    await expect.element(page.getByTestId('swap-confirm')).toHaveTextContent('Swap')
    await settle()
    expect((await seriousViolations()).join('\n')).toBe('')
  })

  it('a token whose allowance is short: the approve step first, then the swap, each said while the wallet decides', async () => {
    const latch = await openPreview({
      from: SWAP_LUSD,
      to: SWAP_ETH,
      amount: '5',
      quote: LUSD_ETH_QUOTE,
      allowance: 0n,
    })
    await expect.element(page.getByTestId('swap-steps')).toHaveTextContent('Approve LUSD for the swap')
    await expect.element(page.getByTestId('swap-confirm')).toHaveTextContent('Approve LUSD and swap')
    setSwap(latch, { status: 'approving' })
    await expect.element(page.getByTestId('swap-status')).toHaveTextContent('Approve LUSD in your wallet')
    await expect.element(page.getByTestId('swap-confirm')).toBeDisabled()
    await expect.element(page.getByRole('listitem').first()).toHaveAttribute('aria-current', 'step')
    setSwap(latch, { status: 'swapping' })
    await expect.element(page.getByTestId('swap-status')).toHaveTextContent('Confirm the swap in your wallet')
  })

  it('a reverted swap says the price moved beyond the slippage tolerance; a refusal says so; both can be tried again', async () => {
    const latch = await openPreview({ amount: '1', quote: ETH_LUSD_QUOTE })
    const message = 'The price moved beyond your 1% slippage tolerance. Try again.'
    setSwap(latch, { status: 'idle', error: { code: 'SWAP_REVERTED', message } })
    await expect.element(page.getByTestId('swap-status')).toHaveTextContent(message)
    await expect.element(page.getByTestId('swap-status')).toHaveClass(/error/)
    setSwap(latch, { error: { code: 'USER_REJECTED', message: 'User rejected the request' } })
    await expect.element(page.getByTestId('swap-status')).toHaveTextContent('User rejected the request')
    await expect.element(page.getByTestId('swap-confirm')).toBeEnabled()
    // The form is one Back away, as it was.
    await page.getByTestId('modal-back').click()
    await expect.element(page.getByTestId('swap-amount')).toHaveValue('1')
  })
})
