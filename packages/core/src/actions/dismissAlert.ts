import type { Latch } from '../latch'
import { getStore } from '../latch'
import { closeAlert } from '../rules/alert'

export type DismissAlertReturnType = undefined

/** @example dismissAlert(latch) */
export function dismissAlert(latch: Latch): DismissAlertReturnType {
  getStore(latch).setState((s) => ({ alert: closeAlert(s.alert) }))
}
