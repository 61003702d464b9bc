import type { Latch } from '../latch'
import { getLatchInternal, getStore } from '../latch'
import { planSnackbar, SNACKBAR_AUTO_CLOSE_MS, toClosedSnackbar } from '../rules/snackbar'
import type { SnackbarVariant } from '../types'
import { closeSnackbar } from './closeSnackbar'

export interface ShowSnackbarParameters {
  message: string
  variant: SnackbarVariant
  /** Defaults to true; false keeps the message (e.g. loading) until it is replaced or closed. */
  autoClose?: boolean
}

export type ShowSnackbarReturnType = undefined

/**
 * Shows a snackbar message; a message already open is hidden first, with the spec's 150 ms gap.
 * Every variant closes by itself unless `autoClose: false` asks it to stay (a loading message
 * whose work is still running).
 *
 * @example showSnackbar(latch, { message: 'Address copied', variant: 'success' })
 */
export function showSnackbar(latch: Latch, parameters: ShowSnackbarParameters): ShowSnackbarReturnType {
  const store = getStore(latch)
  const internal = getLatchInternal(latch)
  clearTimeout(internal.snackbarTimer)
  const { state, gapMs } = planSnackbar(store.getState().snackbar, parameters)
  const show = () => {
    store.setState({ snackbar: state })
    if (state.autoClose)
      internal.snackbarTimer = setTimeout(() => closeSnackbar(latch), SNACKBAR_AUTO_CLOSE_MS)
  }
  if (gapMs > 0) {
    store.setState((s) => ({ snackbar: toClosedSnackbar(s.snackbar) }))
    internal.snackbarTimer = setTimeout(show, gapMs)
  } else show()
}
