import type { AlertState, AlertVariant } from '../types/feedback'

/** Nothing shown. */
export const CLOSED_ALERT: AlertState = Object.freeze({ open: false, message: '', variant: 'error' })

/**
 * Opens the alert with a message. The variant defaults to error, since every alert the spec lists
 * ('Network Not Found', 'Invalid App Configuration', 'Session Expired', …) reports a problem.
 *
 * @example
 * openAlert(CLOSED_ALERT, { message: 'Invalid App Configuration' })
 */
export function openAlert(
  state: AlertState,
  next: { message: string; variant?: AlertVariant; details?: string },
): AlertState {
  const variant = next.variant ?? 'error'
  const { message, details } = next
  // the same alert again keeps its identity so subscribers do not re-render
  if (state.open && state.message === message && state.variant === variant && state.details === details) {
    return state
  }
  return details === undefined ? { open: true, message, variant } : { open: true, message, variant, details }
}

/**
 * Closes the alert, keeping its message so it can animate out.
 *
 * @example
 * closeAlert(state) // { ...state, open: false }
 */
export function closeAlert(state: AlertState): AlertState {
  return state.open ? { ...state, open: false } : state
}
