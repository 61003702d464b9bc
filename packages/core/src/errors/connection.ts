import { LatchError, type LatchErrorOptions } from './LatchError'

/** The person refused the connection in their wallet (EIP-1193 4001 while connecting). */
export class ConnectionRejectedError extends LatchError<'CONNECTION_REJECTED'> {
  override name = 'ConnectionRejectedError'
  constructor(options?: LatchErrorOptions) {
    super('CONNECTION_REJECTED', 'Connection rejected', options)
  }
}

/** The wallet failed, answered garbage, or did not answer in time. */
export class FailedToConnectError extends LatchError<'FAILED_TO_CONNECT'> {
  override name = 'FailedToConnectError'
  constructor(options?: LatchErrorOptions) {
    super('FAILED_TO_CONNECT', 'Failed to connect', options)
  }
}

/**
 * The wallet did not answer a connection request within the configured time. Its words are spec §8's
 * 'Failed to connect'; the code and the details tell the timeout apart.
 */
export class ConnectionTimeoutError extends LatchError<'CONNECTION_TIMEOUT'> {
  override name = 'ConnectionTimeoutError'
  constructor(timeoutMs: number, options?: Omit<LatchErrorOptions, 'details'>) {
    super('CONNECTION_TIMEOUT', 'Failed to connect', {
      ...options,
      details: `No answer from the wallet within ${Math.round(timeoutMs / 1000)} s. Open your wallet and try again.`,
    })
  }
}

export class FailedToDisconnectError extends LatchError<'FAILED_TO_DISCONNECT'> {
  override name = 'FailedToDisconnectError'
  constructor(options?: LatchErrorOptions) {
    super('FAILED_TO_DISCONNECT', 'Failed to disconnect', options)
  }
}

/** The modal was closed while a connection was pending. */
export class ModalClosedError extends LatchError<'MODAL_CLOSED'> {
  override name = 'ModalClosedError'
  constructor(options?: LatchErrorOptions) {
    super('MODAL_CLOSED', 'Modal closed', options)
  }
}

/** No discovered connector has the requested id. */
export class ConnectorNotFoundError extends LatchError<'CONNECTOR_NOT_FOUND'> {
  override name = 'ConnectorNotFoundError'
  constructor(connectorId: string) {
    super('CONNECTOR_NOT_FOUND', 'Connector not found', { details: `No wallet with id "${connectorId}".` })
  }
}

/**
 * The wallet did not answer a request to revoke this page's access in time (spec §9: 3 s sign-out
 * limit). Its words are spec §8's 'Failed to disconnect'; the code and the details tell the timeout apart.
 */
export class RevokeTimeoutError extends LatchError<'REVOKE_TIMEOUT'> {
  override name = 'RevokeTimeoutError'
  constructor(timeoutMs: number, options?: Omit<LatchErrorOptions, 'details'>) {
    super('REVOKE_TIMEOUT', 'Failed to disconnect', {
      ...options,
      details: `No answer to wallet_revokePermissions within ${Math.round(timeoutMs / 1000)} s.`,
    })
  }
}

/** The wallet refused or failed a network switch that was not a typed RPC error (spec §2: goes back one view). */
export class SwitchNetworkError extends LatchError<'SWITCH_NETWORK_FAILED'> {
  override name = 'SwitchNetworkError'
  constructor(options?: LatchErrorOptions) {
    super('SWITCH_NETWORK_FAILED', 'Failed to switch network', options)
  }
}
