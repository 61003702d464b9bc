import type { RouterData, RouterState, ViewName } from '../types/view'

/**
 * Opens a view on top of the current one; the current view goes onto the history so back returns to it.
 * The new view's data replaces the old (data belongs to the view it was opened with).
 *
 * @example
 * pushView(router, 'ConnectingExternal', { connectorId: 'io.metamask' })
 */
export function pushView(router: RouterState, view: ViewName, data?: RouterData): RouterState {
  // pushing the view already shown would make back land on the same screen; only its data changes
  if (view === router.view) return { ...router, data }
  return { ...router, view, data, history: [...router.history, router.view] }
}

/**
 * Shows another view in place of the current one; the history is unchanged.
 *
 * @example
 * replaceView(router, 'Account')
 */
export function replaceView(router: RouterState, view: ViewName, data?: RouterData): RouterState {
  return { ...router, view, data }
}

/**
 * Starts over at a view: the history and the transaction stack are cleared.
 *
 * @example
 * resetView(router, 'Connect')
 */
export function resetView(router: RouterState, view: ViewName, data?: RouterData): RouterState {
  return { ...router, view, data, history: [], transactionStack: [] }
}
