/**
 * An error the relay answers a JSON-RPC request with: a numeric JSON-RPC `code` and a short message.
 *
 * @example
 * throw new RelayRpcError(RELAY_ERROR_CODES.invalidParams, 'The message is longer than 131072 characters.')
 */
export class RelayRpcError extends Error {
  override name = 'RelayRpcError'
  readonly code: number

  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}

/** JSON-RPC 2.0's codes, and -32000 (the server range) when the relay's store for a topic or in all is full. */
export const RELAY_ERROR_CODES = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  storeFull: -32000,
} as const
