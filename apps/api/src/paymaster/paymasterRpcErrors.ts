/**
 * The JSON-RPC error codes the paymaster route answers: JSON-RPC 2.0's own (spec §8's RPC errors), and three
 * of the operator's policy (-32001 as Coinbase's ERC-7677 paymaster answers a request its gas policy denies).
 * Every error also carries `data.code`, a string naming the reason (`PAYMASTER_DENIAL_CODES`). Stable: clients
 * switch on them.
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
  /** The signer, the database or the chain failed; logged, never detailed. */
  INTERNAL_ERROR: -32603,
  /** Not this caller's to sponsor: no session, no wallet, another account, another factory, or no paymaster here. */
  SPONSORSHIP_DENIED: -32001,
  /** A gas limit or a fee above the paymaster's caps. */
  OPERATION_ABOVE_CAPS: -32002,
  /** The person's or the project's daily budget on the chain is spent. */
  BUDGET_EXCEEDED: -32003,
} as const

export type PaymasterRpcErrorCode = (typeof PAYMASTER_RPC_ERROR_CODES)[keyof typeof PAYMASTER_RPC_ERROR_CODES]

/**
 * `data.code` of the policy's refusals, by JSON-RPC code; the other errors' `data.code` is their name in
 * `PAYMASTER_RPC_ERROR_CODES` (`PARSE_ERROR`, `INVALID_PARAMS`…).
 */
export const PAYMASTER_DENIAL_CODES = {
  SPONSORSHIP_DENIED: [
    /** No live embedded-wallet session (`Authorization: Bearer <session token>`) for this project. */
    'SESSION_REQUIRED',
    /** No paymaster is configured for the chain. */
    'PAYMASTER_NOT_CONFIGURED',
    /** The signed-in person has no embedded wallet yet, so no smart account. */
    'WALLET_REQUIRED',
    /** The sender is not the signed-in person's smart account. */
    'SENDER_NOT_ALLOWED',
    /** The initCode is not the configured factory creating the signed-in person's account. */
    'FACTORY_NOT_ALLOWED',
  ],
  OPERATION_ABOVE_CAPS: ['GAS_LIMIT_ABOVE_CAP', 'FEE_ABOVE_CAP'],
  BUDGET_EXCEEDED: ['USER_DAILY_BUDGET_EXCEEDED', 'PROJECT_DAILY_BUDGET_EXCEEDED'],
  /** The chain's base fee or the account's address could not be read. */
  INTERNAL_ERROR: ['CHAIN_UNAVAILABLE'],
} as const

/** A `data.code`: a policy reason, or the name of a JSON-RPC error. */
export type PaymasterErrorDataCode =
  | (typeof PAYMASTER_DENIAL_CODES)[keyof typeof PAYMASTER_DENIAL_CODES][number]
  | keyof typeof PAYMASTER_RPC_ERROR_CODES

/** The name of a JSON-RPC code (`-32602` → `INVALID_PARAMS`): the `data.code` of an error without a reason. */
export function paymasterErrorName(code: PaymasterRpcErrorCode): keyof typeof PAYMASTER_RPC_ERROR_CODES {
  const entry = Object.entries(PAYMASTER_RPC_ERROR_CODES).find(([, value]) => value === code)
  return entry![0] as keyof typeof PAYMASTER_RPC_ERROR_CODES
}

/**
 * A request refused with a JSON-RPC error: thrown while answering one request, answered as its `error`
 * with `data.code` (the reason given, else the code's name).
 *
 * @example
 * throw new PaymasterRpcError(PAYMASTER_RPC_ERROR_CODES.SPONSORSHIP_DENIED, 'Sponsorship denied: …', 'SENDER_NOT_ALLOWED')
 */
export class PaymasterRpcError extends Error {
  override name = 'PaymasterRpcError'
  readonly dataCode: PaymasterErrorDataCode
  constructor(
    readonly code: PaymasterRpcErrorCode,
    message: string,
    dataCode?: PaymasterErrorDataCode,
  ) {
    super(message)
    this.dataCode = dataCode ?? paymasterErrorName(code)
  }
}
