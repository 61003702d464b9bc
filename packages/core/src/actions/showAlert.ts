import type { Latch } from '../latch'
import { getStore } from '../latch'
import { openAlert } from '../rules/alert'
import type { AlertVariant } from '../types'

export interface ShowAlertParameters {
  message: string
  /** Default 'error'. */
  variant?: AlertVariant
  details?: string
}

export type ShowAlertReturnType = undefined

/** @example showAlert(latch, { message: 'Invalid App Configuration', variant: 'error', details: 'Origin … not on the allowlist' }) */
export function showAlert(latch: Latch, parameters: ShowAlertParameters): ShowAlertReturnType {
  getStore(latch).setState((s) => ({ alert: openAlert(s.alert, parameters) }))
}
