import { InvalidInputError } from '../errors/input'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { pushView } from '../rules/router'
import { type RouterData, VIEWS, type ViewName } from '../types'
import { reportActionError } from './reportActionError'

export interface NavigateParameters {
  view: ViewName
  /** What the view needs, e.g. the connector a Connecting view waits on. */
  data?: RouterData
}

export type NavigateReturnType = undefined

/** What `navigate` throws, leaving the history as it was. */
export type NavigateErrorType = InvalidInputError

/**
 * Shows a view on top of the history. An unknown view is refused with `InvalidInputError`, and nothing
 * changes.
 *
 * @example navigate(latch, { view: 'AllWallets' })
 */
export function navigate(latch: Latch, parameters: NavigateParameters): NavigateReturnType {
  const { view, data } = parameters
  if (!VIEWS.includes(view))
    throw reportActionError(latch, new InvalidInputError('view', `unknown view "${String(view)}"`))
  getStore(latch).setState((s) => ({ router: pushView(s.router, view, data) }))
}
