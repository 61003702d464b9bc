import type { Latch } from '../createLatch'
import { closeAlert as closedAlert, openAlert } from '../rules/alert'
import type { AlertVariant } from '../types'

/** @example showAlert(latch, { message: 'Invalid App Configuration', variant: 'error', details: 'Origin … not on the allowlist' }) */
export function showAlert(
  latch: Latch,
  next: { message: string; variant?: AlertVariant; details?: string },
): void {
  latch.store.setState((s) => ({ alert: openAlert(s.alert, next) }))
}

/** @example dismissAlert(latch) */
export function dismissAlert(latch: Latch): void {
  latch.store.setState((s) => ({ alert: closedAlert(s.alert) }))
}
