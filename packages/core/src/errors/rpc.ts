import { LatchError, type LatchErrorOptions } from './LatchError'

/** The base of errors a wallet or RPC node answers with a numeric EIP-1193 / EIP-1474 code. */
export class RpcError<code extends string = string> extends LatchError<code> {
  override name = 'RpcError'
  /** The numeric code the wallet or node answered with. */
  readonly rpcCode: number

  constructor(rpcCode: number, code: code, shortMessage: string, options?: LatchErrorOptions) {
    super(code, shortMessage, options)
    this.rpcCode = rpcCode
  }
}

/** EIP-1193 4001: the person refused the request in their wallet. */
export class UserRejectedRequestError extends RpcError<'USER_REJECTED'> {
  static readonly rpcCode = 4001
  override name = 'UserRejectedRequestError'
  constructor(options?: LatchErrorOptions) {
    super(4001, 'USER_REJECTED', 'User rejected the request', options)
  }
}

/** EIP-1193 4100: the method or account has not been authorized by the person. */
export class UnauthorizedError extends RpcError<'UNAUTHORIZED'> {
  static readonly rpcCode = 4100
  override name = 'UnauthorizedError'
  constructor(options?: LatchErrorOptions) {
    super(4100, 'UNAUTHORIZED', 'The requested method or account has not been authorized', options)
  }
}

/** EIP-1193 4200: the wallet does not support the method. */
export class UnsupportedMethodError extends RpcError<'UNSUPPORTED_METHOD'> {
  static readonly rpcCode = 4200
  override name = 'UnsupportedMethodError'
  constructor(options?: LatchErrorOptions) {
    super(4200, 'UNSUPPORTED_METHOD', 'The wallet does not support the requested method', options)
  }
}

/** The embedded wallet's words for a method outside its allowed list (spec §6). */
export const RPC_NOT_ALLOWED_MESSAGE = 'Requested RPC call is not allowed'

/**
 * EIP-1193 4200 with the embedded wallet's 'Requested RPC call is not allowed': a method outside the
 * frame's allowed list. Spec §6 gives the person 'Action not allowed'; the provider's words stay the details.
 */
export class ActionNotAllowedError extends RpcError<'ACTION_NOT_ALLOWED'> {
  static readonly rpcCode = 4200
  override name = 'ActionNotAllowedError'
  constructor(options?: LatchErrorOptions) {
    super(4200, 'ACTION_NOT_ALLOWED', 'Action not allowed', {
      ...options,
      details: options?.details ?? RPC_NOT_ALLOWED_MESSAGE,
    })
  }
}

/** EIP-1193 4900: the wallet is disconnected from all chains. */
export class ProviderDisconnectedError extends RpcError<'PROVIDER_DISCONNECTED'> {
  static readonly rpcCode = 4900
  override name = 'ProviderDisconnectedError'
  constructor(options?: LatchErrorOptions) {
    super(4900, 'PROVIDER_DISCONNECTED', 'The wallet is disconnected from all chains', options)
  }
}

/** EIP-1193 4901: the wallet is not connected to the requested chain. */
export class ChainDisconnectedError extends RpcError<'CHAIN_DISCONNECTED'> {
  static readonly rpcCode = 4901
  override name = 'ChainDisconnectedError'
  constructor(options?: LatchErrorOptions) {
    super(4901, 'CHAIN_DISCONNECTED', 'The wallet is not connected to the requested chain', options)
  }
}

/** EIP-3085/3326 4902: the wallet does not recognise the chain, so the switch failed. */
export class SwitchChainError extends RpcError<'SWITCH_CHAIN_FAILED'> {
  static readonly rpcCode = 4902
  override name = 'SwitchChainError'
  constructor(options?: LatchErrorOptions) {
    super(4902, 'SWITCH_CHAIN_FAILED', 'Switch chain failed: unrecognized chain', options)
  }
}

/** EIP-1474 -32700: the node could not parse the JSON it received. */
export class ParseRpcError extends RpcError<'RPC_PARSE_ERROR'> {
  static readonly rpcCode = -32700
  override name = 'ParseRpcError'
  constructor(options?: LatchErrorOptions) {
    super(-32700, 'RPC_PARSE_ERROR', 'Invalid JSON was received by the server', options)
  }
}

/** EIP-1474 -32600: the JSON sent is not a valid request object. */
export class InvalidRequestRpcError extends RpcError<'RPC_INVALID_REQUEST'> {
  static readonly rpcCode = -32600
  override name = 'InvalidRequestRpcError'
  constructor(options?: LatchErrorOptions) {
    super(-32600, 'RPC_INVALID_REQUEST', 'The JSON sent is not a valid request object', options)
  }
}

/** EIP-1474 -32601: the method does not exist or is not available. */
export class MethodNotFoundRpcError extends RpcError<'RPC_METHOD_NOT_FOUND'> {
  static readonly rpcCode = -32601
  override name = 'MethodNotFoundRpcError'
  constructor(options?: LatchErrorOptions) {
    super(-32601, 'RPC_METHOD_NOT_FOUND', 'The method does not exist or is not available', options)
  }
}

/** EIP-1474 -32602: invalid method parameters. */
export class InvalidParamsRpcError extends RpcError<'RPC_INVALID_PARAMS'> {
  static readonly rpcCode = -32602
  override name = 'InvalidParamsRpcError'
  constructor(options?: LatchErrorOptions) {
    super(-32602, 'RPC_INVALID_PARAMS', 'Invalid parameters were provided to the RPC method', options)
  }
}

/** EIP-1474 -32603: internal JSON-RPC error. */
export class InternalRpcError extends RpcError<'RPC_INTERNAL_ERROR'> {
  static readonly rpcCode = -32603
  override name = 'InternalRpcError'
  constructor(options?: LatchErrorOptions) {
    super(-32603, 'RPC_INTERNAL_ERROR', 'An internal error was received', options)
  }
}

/** EIP-1474 -32000: missing or invalid input. */
export class InvalidInputRpcError extends RpcError<'RPC_INVALID_INPUT'> {
  static readonly rpcCode = -32000
  override name = 'InvalidInputRpcError'
  constructor(options?: LatchErrorOptions) {
    super(-32000, 'RPC_INVALID_INPUT', 'Missing or invalid parameters', options)
  }
}

/** EIP-1474 -32001: the requested resource was not found. */
export class ResourceNotFoundRpcError extends RpcError<'RPC_RESOURCE_NOT_FOUND'> {
  static readonly rpcCode = -32001
  override name = 'ResourceNotFoundRpcError'
  constructor(options?: LatchErrorOptions) {
    super(-32001, 'RPC_RESOURCE_NOT_FOUND', 'Requested resource not found', options)
  }
}

/** EIP-1474 -32002: the requested resource is not available. */
export class ResourceUnavailableRpcError extends RpcError<'RPC_RESOURCE_UNAVAILABLE'> {
  static readonly rpcCode = -32002
  override name = 'ResourceUnavailableRpcError'
  constructor(options?: LatchErrorOptions) {
    super(-32002, 'RPC_RESOURCE_UNAVAILABLE', 'Requested resource not available', options)
  }
}

/** EIP-1474 -32003: the transaction was rejected by the node. */
export class TransactionRejectedRpcError extends RpcError<'RPC_TRANSACTION_REJECTED'> {
  static readonly rpcCode = -32003
  override name = 'TransactionRejectedRpcError'
  constructor(options?: LatchErrorOptions) {
    super(-32003, 'RPC_TRANSACTION_REJECTED', 'Transaction creation failed', options)
  }
}

/** EIP-1474 -32004: the method is not supported by the node. */
export class MethodNotSupportedRpcError extends RpcError<'RPC_METHOD_NOT_SUPPORTED'> {
  static readonly rpcCode = -32004
  override name = 'MethodNotSupportedRpcError'
  constructor(options?: LatchErrorOptions) {
    super(-32004, 'RPC_METHOD_NOT_SUPPORTED', 'Method is not supported', options)
  }
}

/** EIP-1474 -32005: the request exceeds the node's rate or size limit. */
export class LimitExceededRpcError extends RpcError<'RPC_LIMIT_EXCEEDED'> {
  static readonly rpcCode = -32005
  override name = 'LimitExceededRpcError'
  constructor(options?: LatchErrorOptions) {
    super(-32005, 'RPC_LIMIT_EXCEEDED', 'Request exceeds defined limit', options)
  }
}

/** A wallet or node error whose code Latch does not know. */
export class UnknownRpcError extends LatchError<'UNKNOWN_RPC_ERROR'> {
  override name = 'UnknownRpcError'
  /** The numeric code the wallet answered with, when it gave one. */
  readonly rpcCode: number | undefined
  constructor(options: LatchErrorOptions & { rpcCode?: number } = {}) {
    const { rpcCode, ...rest } = options
    super('UNKNOWN_RPC_ERROR', 'An unknown RPC error occurred', rest)
    this.rpcCode = rpcCode
  }
}

/** An HTTP transport answered with a non-OK status or could not be reached. */
export class HttpRequestError extends LatchError<'HTTP_REQUEST_FAILED'> {
  override name = 'HttpRequestError'
  readonly status: number | undefined
  readonly url: string | undefined
  constructor(options: LatchErrorOptions & { status?: number; url?: string } = {}) {
    const { status, url, ...rest } = options
    // spec §7: a non-OK answer reads 'HTTP status code: {n}'
    const details = rest.details ?? (status === undefined ? undefined : `HTTP status code: ${status}`)
    super('HTTP_REQUEST_FAILED', 'HTTP request failed', { ...rest, details })
    this.status = status
    this.url = url
  }
}

/** A request got no answer within its time limit. */
export class TimeoutError extends LatchError<'TIMEOUT'> {
  override name = 'TimeoutError'
  readonly timeoutMs: number | undefined
  constructor(options: LatchErrorOptions & { timeoutMs?: number } = {}) {
    const { timeoutMs, ...rest } = options
    const details =
      rest.details ?? (timeoutMs === undefined ? undefined : `No answer within ${timeoutMs} ms.`)
    super('TIMEOUT', 'The request timed out', { ...rest, details })
    this.timeoutMs = timeoutMs
  }
}

/** A transport was created without a URL and no default exists. */
export class UrlRequiredError extends LatchError<'URL_REQUIRED'> {
  override name = 'UrlRequiredError'
  constructor(options?: LatchErrorOptions) {
    super('URL_REQUIRED', 'No URL was provided', options)
  }
}

type RpcErrorClass = { readonly rpcCode: number; new (options?: LatchErrorOptions): RpcError }

const RPC_ERRORS: ReadonlyMap<number, RpcErrorClass> = new Map(
  [
    UserRejectedRequestError,
    UnauthorizedError,
    UnsupportedMethodError,
    ProviderDisconnectedError,
    ChainDisconnectedError,
    SwitchChainError,
    ParseRpcError,
    InvalidRequestRpcError,
    MethodNotFoundRpcError,
    InvalidParamsRpcError,
    InternalRpcError,
    InvalidInputRpcError,
    ResourceNotFoundRpcError,
    ResourceUnavailableRpcError,
    TransactionRejectedRpcError,
    MethodNotSupportedRpcError,
    LimitExceededRpcError,
  ].map((ErrorClass): [number, RpcErrorClass] => [ErrorClass.rpcCode, ErrorClass]),
)

interface CodedError {
  code: number
  message: string | undefined
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

function messageOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value || undefined
  return isRecord(value) && typeof value.message === 'string' && value.message ? value.message : undefined
}

/** Every numeric code on the error, `data.originalError` and the cause chain, outermost first. */
function codedErrors(error: unknown): CodedError[] {
  const found: CodedError[] = []
  const seen = new Set<unknown>()
  const visit = (value: unknown, depth: number): void => {
    // the depth cap and `seen` guard against cyclic or absurdly deep causes
    if (!isRecord(value) || seen.has(value) || depth > 8) return
    seen.add(value)
    if (typeof value.code === 'number') found.push({ code: value.code, message: messageOf(value) })
    if (isRecord(value.data)) visit(value.data.originalError, depth + 1)
    visit(value.cause, depth + 1)
  }
  visit(error, 0)
  return found
}

/**
 * Turns whatever a wallet or RPC node threw into a typed LatchError, by its EIP-1193 / EIP-1474 code.
 * The code is read from `error.code`, `error.data.originalError.code` or `error.cause.code`; the
 * original is kept as `cause` and the wallet's own message as `details`.
 *
 * @example
 * try { await provider.request({ method: 'wallet_switchEthereumChain', params }) }
 * catch (e) { const error = fromRpcError(e); if (error instanceof SwitchChainError) await addChain() }
 */
export function fromRpcError(error: unknown): LatchError {
  // already typed: wrapping again would only bury the code one level deeper
  if (error instanceof LatchError) return error
  const coded = codedErrors(error)
  const known = coded.filter(({ code }) => RPC_ERRORS.has(code))
  // wallets (MetaMask mobile among them) wrap the real error in a generic -32603; the specific one is more useful
  const match = known.find(({ code }) => code !== InternalRpcError.rpcCode) ?? known[0]
  if (match) {
    if (match.code === ActionNotAllowedError.rpcCode && match.message === RPC_NOT_ALLOWED_MESSAGE) {
      return new ActionNotAllowedError({ cause: error })
    }
    const ErrorClass = RPC_ERRORS.get(match.code)!
    return new ErrorClass({ cause: error, details: match.message ?? messageOf(error) })
  }
  return new UnknownRpcError({ cause: error, details: messageOf(error), rpcCode: coded[0]?.code })
}
