import type { Latch } from '../createLatch'
import { closeSnackbar as closedSnackbar, planSnackbar, SNACKBAR_AUTO_CLOSE_MS } from '../rules/snackbar'
import type { SnackbarVariant } from '../types'

/**
 * Shows a snackbar message; a message already open is hidden first, with the spec's 150 ms gap.
 * Loading messages stay open until replaced unless `autoClose` is set.
 *
 * @example showSnackbar(latch, { message: 'Address copied', variant: 'success' })
 */
export function showSnackbar(
  latch: Latch,
  next: { message: string; variant: SnackbarVariant; autoClose?: boolean },
): void {
  const { store, internal } = latch
  clearTimeout(internal.snackbarTimer)
  const { state, gapMs } = planSnackbar(store.getState().snackbar, next)
  const show = () => {
    store.setState({ snackbar: state })
    if (state.autoClose)
      internal.snackbarTimer = setTimeout(() => closeSnackbar(latch), SNACKBAR_AUTO_CLOSE_MS)
  }
  if (gapMs > 0) {
    store.setState((s) => ({ snackbar: closedSnackbar(s.snackbar) }))
    internal.snackbarTimer = setTimeout(show, gapMs)
  } else show()
}

/** @example closeSnackbar(latch) */
export function closeSnackbar(latch: Latch): void {
  clearTimeout(latch.internal.snackbarTimer)
  latch.store.setState((s) => ({ snackbar: closedSnackbar(s.snackbar) }))
}
