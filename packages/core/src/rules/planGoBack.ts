import type { RouterState } from '../types/view'

export interface GoBackPlan {
  router: RouterState
  /** True when there was nothing to go back to, so the modal closes instead. */
  close: boolean
}

/**
 * What going back does (the `goBack` action applies it). Back pops the history. At the first view,
 * back closes the modal (router unchanged).
 * When connected and the previous view is Connect, Account is shown instead.
 *
 * @example
 * const { router: next, close } = planGoBack(router, { isConnected: true })
 * if (close) closeModal()
 */
export function planGoBack(router: RouterState, ctx: { isConnected: boolean }): GoBackPlan {
  const previous = router.history.at(-1)
  if (previous === undefined) return { router, close: true }
  const view = ctx.isConnected && previous === 'Connect' ? 'Account' : previous
  // history keeps view names only, so the data of the view being left must not leak into the earlier one
  return { router: { ...router, view, data: undefined, history: router.history.slice(0, -1) }, close: false }
}
