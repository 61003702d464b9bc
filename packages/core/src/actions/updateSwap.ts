import type { Latch } from '../latch'
import { getStore } from '../latch'
import type { SwapState } from '../store/state'

/**
 * Merges a change into the Swap form. A quote, allowance and fee belong to the pair and amount they
 * were read for, so changing the tokens or the amount drops them, and the last error with them.
 *
 * @example updateSwap(latch, { amount: '1.5' })
 */
export function updateSwap(latch: Latch, patch: Partial<SwapState>): void {
  const changesSwap = 'from' in patch || 'to' in patch || 'amount' in patch
  getStore(latch).setState((s) => ({
    swap: {
      ...s.swap,
      ...(changesSwap
        ? {
            quote: undefined,
            quoteStatus: 'idle' as const,
            allowance: undefined,
            fee: undefined,
            feeStatus: 'idle' as const,
            // a network without swaps stays said; a failed quote or swap was about the old form
            error: s.swap.tokensStatus === 'error' ? s.swap.error : undefined,
          }
        : {}),
      ...patch,
    },
  }))
}
