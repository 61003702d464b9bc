import type { Latch } from '../latch'
import { getStore } from '../latch'
import type { SendState } from '../store/state'

/**
 * Merges a change into the Send form. What the fee was estimated for is gone once the token,
 * amount or receiver change, so those changes drop the estimate too.
 *
 * @example updateSend(latch, { amount: '1.5' })
 */
export function updateSend(latch: Latch, patch: Partial<SendState>): void {
  const changesTransfer = 'token' in patch || 'amount' in patch || 'receiverAddress' in patch
  getStore(latch).setState((s) => ({
    send: {
      ...s.send,
      ...(changesTransfer ? { fee: undefined, feeStatus: 'idle' as const } : {}),
      error: undefined,
      ...patch,
    },
  }))
}
