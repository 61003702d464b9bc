import { LatchError, type LatchErrorOptions } from './LatchError'

/** No connection of this connector (or with this address) is held in the namespace, or its wallet dropped it. */
export class ConnectionNotFoundError extends LatchError<'CONNECTION_NOT_FOUND'> {
  override name = 'ConnectionNotFoundError'
  constructor(options?: LatchErrorOptions) {
    super('CONNECTION_NOT_FOUND', 'Connection not found', options)
  }
}

/** The wallet of the connection to switch to no longer grants access, or failed to answer. */
export class SwitchConnectionError extends LatchError<'SWITCH_CONNECTION_FAILED'> {
  override name = 'SwitchConnectionError'
  constructor(options?: LatchErrorOptions) {
    super('SWITCH_CONNECTION_FAILED', 'Failed to switch wallet', options)
  }
}
