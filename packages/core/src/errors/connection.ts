import { LatchError, type LatchErrorOptions } from './LatchError'

/** The person refused the connection in their wallet (EIP-1193 4001 while connecting). */
export class ConnectionRejectedError extends LatchError {
  override name = 'ConnectionRejectedError'
  constructor(options?: LatchErrorOptions) {
    super('CONNECTION_REJECTED', 'Connection rejected', options)
  }
}

/** The wallet failed, answered garbage, or did not answer in time. */
export class FailedToConnectError extends LatchError {
  override name = 'FailedToConnectError'
  constructor(options?: LatchErrorOptions) {
    super('FAILED_TO_CONNECT', 'Failed to connect', options)
  }
}

/** The wallet did not answer a connection request within the configured time. */
export class ConnectionTimeoutError extends LatchError {
  override name = 'ConnectionTimeoutError'
  constructor(timeoutMs: number, options?: Omit<LatchErrorOptions, 'details'>) {
    super('CONNECTION_TIMEOUT', 'Wallet did not respond', {
      ...options,
      details: `No answer from the wallet within ${Math.round(timeoutMs / 1000)} s. Open your wallet and try again.`,
    })
  }
}

export class FailedToDisconnectError extends LatchError {
  override name = 'FailedToDisconnectError'
  constructor(options?: LatchErrorOptions) {
    super('FAILED_TO_DISCONNECT', 'Failed to disconnect', options)
  }
}

/** The modal was closed while a connection was pending. */
export class ModalClosedError extends LatchError {
  override name = 'ModalClosedError'
  constructor(options?: LatchErrorOptions) {
    super('MODAL_CLOSED', 'Modal closed', options)
  }
}

/** No discovered connector has the requested id. */
export class ConnectorNotFoundError extends LatchError {
  override name = 'ConnectorNotFoundError'
  constructor(connectorId: string) {
    super('CONNECTOR_NOT_FOUND', 'Connector not found', { details: `No wallet with id "${connectorId}".` })
  }
}
