import type { Latch } from '../latch'
import { getStore } from '../latch'
import { resetView } from '../rules/router'
import { resetOnramp } from './resetOnramp'

export type FinishOnrampReturnType = undefined

/**
 * Leaves the on-ramp for the Account's Activity tab, where the purchase shows: the form is emptied and
 * the on-ramp's views leave the history.
 *
 * @example finishOnramp(latch)
 */
export function finishOnramp(latch: Latch): FinishOnrampReturnType {
  resetOnramp(latch)
  getStore(latch).setState((s) => ({ router: resetView(s.router, 'Account', { accountTab: 'activity' }) }))
}
