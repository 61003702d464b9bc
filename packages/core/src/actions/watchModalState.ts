import type { InvalidInputError } from '../errors/input'
import type { Latch } from '../latch'
import { type GetModalStateReturnType, getModalState } from './getModalState'
import type { Unwatch, WatchParameters } from './watchSelection'
import { watchSelection } from './watchSelection'

export type WatchModalStateParameters = WatchParameters<GetModalStateReturnType>

/** Stops watching. */
export type WatchModalStateReturnType = Unwatch

/** What `watchModalState` throws: an `onChange` that is not a function. */
export type WatchModalStateErrorType = InvalidInputError

/**
 * Calls `onChange` whenever the modal opens, closes, moves to another view or starts or stops loading.
 * Returns the function that stops it.
 *
 * @example
 * const unwatch = watchModalState(latch, { onChange: ({ isOpen }) => document.body.classList.toggle('dimmed', isOpen) })
 */
export function watchModalState(
  latch: Latch,
  parameters: WatchModalStateParameters,
): WatchModalStateReturnType {
  return watchSelection(latch, getModalState, parameters)
}
