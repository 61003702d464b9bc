import type { Latch } from '../latch'
import { getLatchInternal, getStore } from '../latch'
import { toClosedSnackbar } from '../rules/snackbar'

export type CloseSnackbarReturnType = undefined

/** @example closeSnackbar(latch) */
export function closeSnackbar(latch: Latch): CloseSnackbarReturnType {
  clearTimeout(getLatchInternal(latch).snackbarTimer)
  getStore(latch).setState((s) => ({ snackbar: toClosedSnackbar(s.snackbar) }))
}
