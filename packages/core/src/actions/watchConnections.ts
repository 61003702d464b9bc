import type { InvalidInputError } from '../errors/input'
import type { Latch } from '../latch'
import { shallowEqual } from '../utils/shallowEqual'
import { type GetConnectionsReturnType, getConnections } from './getConnections'
import type { Unwatch, WatchParameters } from './watchSelection'
import { watchSelection } from './watchSelection'

export type WatchConnectionsParameters = WatchParameters<GetConnectionsReturnType>

/** Stops watching. */
export type WatchConnectionsReturnType = Unwatch

/** What `watchConnections` throws: an `onChange` that is not a function. */
export type WatchConnectionsErrorType = InvalidInputError

// getConnections makes each entry anew (it adds the namespace), so entries are compared one level down
const sameConnections = (a: GetConnectionsReturnType, b: GetConnectionsReturnType) =>
  a.length === b.length && a.every((connection, index) => shallowEqual(connection, b[index]))

/**
 * Calls `onChange` whenever a wallet connects, disconnects or changes its accounts. Returns the
 * function that stops it.
 *
 * @example
 * const unwatch = watchConnections(latch, { onChange: (connections) => renderWallets(connections) })
 */
export function watchConnections(
  latch: Latch,
  parameters: WatchConnectionsParameters,
): WatchConnectionsReturnType {
  return watchSelection(latch, getConnections, parameters, sameConnections)
}
