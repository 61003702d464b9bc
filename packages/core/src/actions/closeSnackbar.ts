import type { Latch } from '../createLatch'
import { toClosedSnackbar } from '../rules/snackbar'

export type CloseSnackbarReturnType = undefined

/** @example closeSnackbar(latch) */
export function closeSnackbar(latch: Latch): CloseSnackbarReturnType {
  clearTimeout(latch.internal.snackbarTimer)
  latch.store.setState((s) => ({ snackbar: toClosedSnackbar(s.snackbar) }))
}
