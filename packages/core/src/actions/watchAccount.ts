import type { InvalidInputError } from '../errors/input'
import type { Latch } from '../latch'
import { type GetAccountReturnType, getAccount } from './getAccount'
import type { Unwatch, WatchParameters } from './watchSelection'
import { watchSelection } from './watchSelection'

export type WatchAccountParameters = WatchParameters<GetAccountReturnType>

/** Stops watching. */
export type WatchAccountReturnType = Unwatch

/** What `watchAccount` throws: an `onChange` that is not a function. */
export type WatchAccountErrorType = InvalidInputError

/**
 * Calls `onChange` whenever `getAccount` would answer something else (a connect, a disconnect, another
 * address or balance), never for a change elsewhere in the state. Returns the function that stops it.
 *
 * @example
 * const unwatch = watchAccount(latch, {
 *   onChange(account, previous) {
 *     if (account.isConnected && !previous.isConnected) greet(account.address)
 *   },
 * })
 */
export function watchAccount(latch: Latch, parameters: WatchAccountParameters): WatchAccountReturnType {
  return watchSelection(latch, getAccount, parameters)
}
