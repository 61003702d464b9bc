import type { SnackbarState, SnackbarVariant } from '../types/feedback'

export { SNACKBAR_AUTO_CLOSE_MS, SNACKBAR_REPLACE_GAP_MS } from '../constants'

import { SNACKBAR_REPLACE_GAP_MS } from '../constants'

/** Nothing shown. */
export const CLOSED_SNACKBAR: SnackbarState = Object.freeze({
  open: false,
  message: '',
  variant: 'success',
  autoClose: true,
})

export interface SnackbarPlan {
  state: SnackbarState
  /** How long to show nothing before `state`: 150 ms when an open snackbar is replaced, else 0. */
  gapMs: number
}

/**
 * Plans showing a snackbar message. Every variant closes by itself unless asked to stay
 * (`autoClose: false`, e.g. a loading message that ends when its work does). Replacing an open
 * snackbar leaves a 150 ms gap.
 *
 * @example
 * const { state, gapMs } = planSnackbar(current, { message: 'Address copied', variant: 'success' })
 */
export function planSnackbar(
  current: SnackbarState,
  next: { message: string; variant: SnackbarVariant; autoClose?: boolean },
): SnackbarPlan {
  const autoClose = next.autoClose ?? true
  return {
    state: { open: true, message: next.message, variant: next.variant, autoClose },
    gapMs: current.open ? SNACKBAR_REPLACE_GAP_MS : 0,
  }
}

/**
 * Closes the snackbar, keeping its message and variant so it can animate out.
 *
 * @example
 * toClosedSnackbar(state) // { ...state, open: false }
 */
export function toClosedSnackbar(state: SnackbarState): SnackbarState {
  return state.open ? { ...state, open: false } : state
}
