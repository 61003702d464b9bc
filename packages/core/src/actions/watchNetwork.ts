import type { InvalidInputError } from '../errors/input'
import type { Latch } from '../latch'
import { type GetNetworkReturnType, getNetwork } from './getNetwork'
import type { Unwatch, WatchParameters } from './watchSelection'
import { watchSelection } from './watchSelection'

export type WatchNetworkParameters = WatchParameters<GetNetworkReturnType>

/** Stops watching. */
export type WatchNetworkReturnType = Unwatch

/** What `watchNetwork` throws: an `onChange` that is not a function. */
export type WatchNetworkErrorType = InvalidInputError

/**
 * Calls `onChange` whenever the network in use changes (a switch, or the wallet moving to another
 * chain). Returns the function that stops it.
 *
 * @example
 * const unwatch = watchNetwork(latch, { onChange: ({ network }) => showChain(network?.name) })
 */
export function watchNetwork(latch: Latch, parameters: WatchNetworkParameters): WatchNetworkReturnType {
  return watchSelection(latch, getNetwork, parameters)
}
