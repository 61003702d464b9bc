import { getSwapAllowance } from '../api/getSwapAllowance'
import { getSwapQuote } from '../api/getSwapQuote'
import { LatchError } from '../errors/LatchError'
import { parseError } from '../errors/parseError'
import { SwapFailedError } from '../errors/swap'
import type { Latch } from '../latch'
import { getLatchInternal, getStore } from '../latch'
import { checkSwap } from '../rules/checkSwap'
import { isSwapNativeToken } from '../rules/isSwapNativeToken'
import { swapErrorMessage } from '../rules/swapErrorMessage'
import { swapTokenBalance } from '../rules/swapTokenBalance'
import { getActiveAccount } from '../selectors'
import type { SwapState } from '../store/state'
import { reportActionError } from './reportActionError'

/** What a quote is read for: an answer for another pair or amount is stale. */
const sameSwap = (a: SwapState, b: SwapState) => a.from === b.from && a.to === b.to && a.amount === b.amount

/** `fetchSwapQuote` never rejects: its outcome is `swap.quoteStatus` and `swap.quote`. */
export type FetchSwapQuoteReturnType = undefined

/**
 * Reads the quote (and, selling a token, the router's allowance) for the Swap form as it is now, into
 * `swap.quote`. The read before it is aborted, and an answer arriving after the form changed is
 * dropped, so the quote shown is always the one for the amount shown. Nothing to quote (no pair, no
 * valid amount) clears it. A failure ends in `quoteStatus: 'error'` and `swap.error`. Called by
 * `setSwapAmount` and `setSwapTokens` once typing pauses.
 *
 * @example await fetchSwapQuote(latch)
 */
export async function fetchSwapQuote(latch: Latch): Promise<FetchSwapQuoteReturnType> {
  const state = getStore(latch).getState()
  const swap = state.swap
  getLatchInternal(latch).swapQuote?.controller?.abort()
  const userAddress = getActiveAccount(state)?.caipAddress
  const { from, to } = swap
  const { value } = checkSwap({
    from,
    to,
    amount: swap.amount,
    balance: from && swapTokenBalance(from, state.portfolio.tokens),
  })
  const settle = (patch: Partial<SwapState>) =>
    getStore(latch).setState((s) => (sameSwap(s.swap, swap) ? { swap: { ...s.swap, ...patch } } : s))
  if (!from || !to || !userAddress || value === undefined || value === 0n) {
    settle({ quote: undefined, quoteStatus: 'idle' })
    return
  }
  const controller = new AbortController()
  getLatchInternal(latch).swapQuote = { ...getLatchInternal(latch).swapQuote, controller }
  const { signal } = controller
  settle({ quoteStatus: 'loading' })
  try {
    const [quote, allowance] = await Promise.all([
      getSwapQuote(latch, { amount: value, userAddress, from: from.address, to: to.address, signal }),
      isSwapNativeToken(from.address)
        ? undefined
        : getSwapAllowance(latch, { tokenAddress: from.address, userAddress, signal }),
    ])
    if (signal.aborted) return
    settle({ quote, allowance, quoteStatus: 'ready', error: undefined })
  } catch (cause) {
    // aborted: a newer read for the form as it is now is on its way
    if (signal.aborted) return
    const error =
      cause instanceof LatchError ? cause : new SwapFailedError({ cause, details: parseError(cause) })
    settle({
      quote: undefined,
      quoteStatus: 'error',
      error: { code: error.code, message: swapErrorMessage(error) },
    })
    reportActionError(latch, error)
  }
}
