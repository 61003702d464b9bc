import { SWAP_QUOTE_DEBOUNCE_MS } from '../constants'
import type { Latch } from '../latch'
import { getLatchInternal, getStore } from '../latch'
import { checkSwap } from '../rules/checkSwap'
import { swapTokenBalance } from '../rules/swapTokenBalance'
import { fetchSwapQuote } from './fetchSwapQuote'

/**
 * Asks for a new quote once the form has not changed for SWAP_QUOTE_DEBOUNCE_MS (300 ms), so
 * typing '1.25' asks once, not four times. The read in flight is aborted at once: its answer would
 * be for an older form. Meanwhile `quoteStatus` is 'loading' when there is something to quote.
 *
 * @example scheduleSwapQuote(latch) // after each change of the amount or the pair
 */
export function scheduleSwapQuote(latch: Latch): void {
  const pending = getLatchInternal(latch).swapQuote
  clearTimeout(pending?.timer)
  pending?.controller?.abort()
  const timer = setTimeout(() => {
    void fetchSwapQuote(latch)
  }, SWAP_QUOTE_DEBOUNCE_MS)
  getLatchInternal(latch).swapQuote = { timer }
  getStore(latch).setState((s) => {
    const { from, to, amount } = s.swap
    const { value } = checkSwap({
      from,
      to,
      amount,
      balance: from && swapTokenBalance(from, s.portfolio.tokens),
    })
    return value ? { swap: { ...s.swap, quoteStatus: 'loading' } } : s
  })
}
