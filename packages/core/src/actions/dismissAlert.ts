import type { Latch } from '../createLatch'
import { closeAlert } from '../rules/alert'

export type DismissAlertReturnType = undefined

/** @example dismissAlert(latch) */
export function dismissAlert(latch: Latch): DismissAlertReturnType {
  latch.store.setState((s) => ({ alert: closeAlert(s.alert) }))
}
