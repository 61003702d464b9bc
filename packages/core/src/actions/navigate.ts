import type { Latch } from '../createLatch'
import { InvalidInputError } from '../errors/input'
import { ViewNotAvailableError } from '../errors/view'
import { goBack as goBackRule } from '../rules/goBack'
import { pushView } from '../rules/router'
import { isConnected } from '../selectors'
import { isViewAvailable, type RouterData, VIEWS, type ViewName } from '../types'
import { close } from './close'

/**
 * Shows a view on top of the history. A view Latch has not built yet is refused with
 * `ViewNotAvailableError` naming it, and nothing changes.
 * @example navigate(latch, 'AllWallets')
 */
export function navigate(latch: Latch, view: ViewName, data?: RouterData): void {
  if (!VIEWS.includes(view)) throw new InvalidInputError('view', `unknown view "${String(view)}"`)
  if (!isViewAvailable(view)) throw new ViewNotAvailableError(view)
  latch.store.setState((s) => ({ router: pushView(s.router, view, data) }))
}

/**
 * Back pops the history; at the first view it closes the modal (spec §2).
 * Leaving a Connecting view forgets its pending request.
 *
 * @example goBack(latch)
 */
export function goBack(latch: Latch): void {
  const state = latch.store.getState()
  const { router, close: shouldClose } = goBackRule(state.router, { isConnected: isConnected(state) })
  if (shouldClose) {
    close(latch)
    return
  }
  latch.store.setState({ router, connecting: undefined, switchingNetwork: undefined })
}
