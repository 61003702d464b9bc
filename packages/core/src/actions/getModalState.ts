import type { Latch } from '../latch'
import { getStore } from '../latch'
import type { ViewName } from '../types/view'

/** Where the modal stands, for a host drawing its own or placing things around it. */
export interface GetModalStateReturnType {
  isOpen: boolean
  /** The view shown, or shown next time it opens. */
  view: ViewName
  /** A wallet is being restored or a request is on its way: the modal shows its spinner. */
  isLoading: boolean
}

/**
 * Whether the modal is open, at which view, and whether it is loading. Watch it with `watchModalState`.
 *
 * @example
 * if (!getModalState(latch).isOpen) open(latch)
 */
export function getModalState(latch: Latch): GetModalStateReturnType {
  const { open, router, loading } = getStore(latch).getState()
  return { isOpen: open, view: router.view, isLoading: loading }
}
