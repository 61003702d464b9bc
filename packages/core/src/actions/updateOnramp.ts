import type { Latch } from '../latch'
import { getStore } from '../latch'
import type { OnrampState } from '../store/state'

/**
 * Merges a change into the on-ramp form. A quote is for one purchase: changing the currencies or the
 * amount drops it (and the provider chosen from it).
 *
 * @example updateOnramp(latch, { amount: '50' })
 */
export function updateOnramp(latch: Latch, patch: Partial<OnrampState>): void {
  const changesPurchase = 'amount' in patch || 'purchaseCurrency' in patch || 'paymentCurrency' in patch
  getStore(latch).setState((s) => ({
    onramp: {
      ...s.onramp,
      ...(changesPurchase
        ? { quote: undefined, quoteStatus: 'idle' as const, selectedProvider: undefined }
        : {}),
      ...patch,
    },
  }))
}
