/**
 * The JSON-RPC error codes the paymaster route answers: JSON-RPC 2.0's own (spec §8's RPC errors), and
 * -32001 for a refusal by the operator's policy (as Coinbase's ERC-7677 paymaster answers a request its
 * gas policy denies). Stable: clients switch on them.
 */
export const PAYMASTER_RPC_ERROR_CODES = {
  /** The body is not JSON. */
  PARSE_ERROR: -32700,
  /** The body is JSON but not a JSON-RPC 2.0 request (or an empty or over-long batch). */
  INVALID_REQUEST: -32600,
  /** A method other than pm_getPaymasterStubData and pm_getPaymasterData. */
  METHOD_NOT_FOUND: -32601,
  /** Malformed params, a chain id other than the path's, or an EntryPoint other than the configured one. */
  INVALID_PARAMS: -32602,
  /** The signer failed; logged, never detailed. */
  INTERNAL_ERROR: -32603,
  /** The operator's policy sponsors nothing here: no paymaster is configured for the chain. */
  SPONSORSHIP_DENIED: -32001,
} as const

export type PaymasterRpcErrorCode = (typeof PAYMASTER_RPC_ERROR_CODES)[keyof typeof PAYMASTER_RPC_ERROR_CODES]

/**
 * A request refused with a JSON-RPC error: thrown while answering one request, answered as its `error`.
 *
 * @example
 * throw new PaymasterRpcError(PAYMASTER_RPC_ERROR_CODES.METHOD_NOT_FOUND, 'The method eth_call is not served here.')
 */
export class PaymasterRpcError extends Error {
  override name = 'PaymasterRpcError'
  constructor(
    readonly code: PaymasterRpcErrorCode,
    message: string,
  ) {
    super(message)
  }
}
