import { describe, expect, it } from 'vitest'
import { LatchError } from './LatchError'
import {
  ActionNotAllowedError,
  ChainDisconnectedError,
  fromRpcError,
  HttpRequestError,
  InternalRpcError,
  InvalidInputRpcError,
  InvalidParamsRpcError,
  InvalidRequestRpcError,
  LimitExceededRpcError,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  ParseRpcError,
  ProviderDisconnectedError,
  ResourceNotFoundRpcError,
  ResourceUnavailableRpcError,
  RpcError,
  SwitchChainError,
  TimeoutError,
  TransactionRejectedRpcError,
  UnauthorizedError,
  UnknownRpcError,
  UnsupportedMethodError,
  UrlRequiredError,
  UserRejectedRequestError,
} from './rpc'

const CASES = [
  [4001, UserRejectedRequestError, 'USER_REJECTED', 'User rejected the request'],
  [4100, UnauthorizedError, 'UNAUTHORIZED', 'The requested method or account has not been authorized'],
  [4200, UnsupportedMethodError, 'UNSUPPORTED_METHOD', 'The wallet does not support the requested method'],
  [4900, ProviderDisconnectedError, 'PROVIDER_DISCONNECTED', 'The wallet is disconnected from all chains'],
  [4901, ChainDisconnectedError, 'CHAIN_DISCONNECTED', 'The wallet is not connected to the requested chain'],
  [4902, SwitchChainError, 'SWITCH_CHAIN_FAILED', 'Switch chain failed: unrecognized chain'],
  [-32700, ParseRpcError, 'RPC_PARSE_ERROR', 'Invalid JSON was received by the server'],
  [-32600, InvalidRequestRpcError, 'RPC_INVALID_REQUEST', 'The JSON sent is not a valid request object'],
  [-32601, MethodNotFoundRpcError, 'RPC_METHOD_NOT_FOUND', 'The method does not exist or is not available'],
  [-32602, InvalidParamsRpcError, 'RPC_INVALID_PARAMS', 'Invalid parameters were provided to the RPC method'],
  [-32603, InternalRpcError, 'RPC_INTERNAL_ERROR', 'An internal error was received'],
  [-32000, InvalidInputRpcError, 'RPC_INVALID_INPUT', 'Missing or invalid parameters'],
  [-32001, ResourceNotFoundRpcError, 'RPC_RESOURCE_NOT_FOUND', 'Requested resource not found'],
  [-32002, ResourceUnavailableRpcError, 'RPC_RESOURCE_UNAVAILABLE', 'Requested resource not available'],
  [-32003, TransactionRejectedRpcError, 'RPC_TRANSACTION_REJECTED', 'Transaction creation failed'],
  [-32004, MethodNotSupportedRpcError, 'RPC_METHOD_NOT_SUPPORTED', 'Method is not supported'],
  [-32005, LimitExceededRpcError, 'RPC_LIMIT_EXCEEDED', 'Request exceeds defined limit'],
] as const

describe('RPC errors by code', () => {
  const rows = CASES.map(([rpcCode, ErrorClass, code, shortMessage]) => ({
    rpcCode,
    ErrorClass,
    code,
    shortMessage,
    className: ErrorClass.name,
  }))
  it.each(rows)('code $rpcCode raises $className', ({ rpcCode, ErrorClass, code, shortMessage }) => {
    const original = { code: rpcCode, message: 'wallet says no' }
    const error = fromRpcError(original)
    expect(error).toBeInstanceOf(ErrorClass)
    expect(error).toBeInstanceOf(RpcError)
    expect(error).toBeInstanceOf(LatchError)
    expect(error.code).toBe(code)
    expect(error.shortMessage).toBe(shortMessage)
    expect((error as RpcError).rpcCode).toBe(rpcCode)
    expect(error.cause).toBe(original)
    expect(error.details).toBe('wallet says no')
    expect(error.name).toBe(ErrorClass.name)
  })

  it('user rejected keeps the code USER_REJECTED', () => {
    expect(new UserRejectedRequestError().code).toBe('USER_REJECTED')
  })
})

describe('fromRpcError', () => {
  it('reads the code from data.originalError', () => {
    const error = fromRpcError({
      code: 4999,
      data: { originalError: { code: 4902, message: 'Unrecognized chain ID' } },
    })
    expect(error).toBeInstanceOf(SwitchChainError)
    expect(error.details).toBe('Unrecognized chain ID')
  })

  it('reads the code from the cause chain', () => {
    const original = new Error('outer', { cause: { code: 4001, message: 'User denied' } })
    const error = fromRpcError(original)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error.cause).toBe(original)
    expect(error.details).toBe('User denied')
  })

  it('prefers the specific code a wallet wrapped in a generic internal error', () => {
    const error = fromRpcError({
      code: -32603,
      message: 'Internal JSON-RPC error.',
      data: { originalError: { code: 4902 } },
    })
    expect(error).toBeInstanceOf(SwitchChainError)
    expect(error.details).toBe('Internal JSON-RPC error.')
  })

  it('keeps an internal error when nothing more specific is nested', () => {
    expect(fromRpcError({ code: -32603, message: 'boom' })).toBeInstanceOf(InternalRpcError)
  })

  it('returns an UnknownRpcError for an unknown code, keeping that code', () => {
    const original = { code: 1234, message: 'odd' }
    const error = fromRpcError(original)
    expect(error).toBeInstanceOf(UnknownRpcError)
    expect(error.code).toBe('UNKNOWN_RPC_ERROR')
    expect((error as UnknownRpcError).rpcCode).toBe(1234)
    expect(error.details).toBe('odd')
    expect(error.cause).toBe(original)
  })

  it.each([
    ['a string', 'nope', 'nope'],
    ['an error without code', new Error('plain'), 'plain'],
    ['a string code', { code: 'ACTION_REJECTED', message: 'rejected' }, 'rejected'],
    ['null', null, undefined],
    ['undefined', undefined, undefined],
    ['a number', 42, undefined],
  ])('returns an UnknownRpcError for %s', (_label, input, details) => {
    const error = fromRpcError(input)
    expect(error).toBeInstanceOf(UnknownRpcError)
    expect(error.details).toBe(details)
    expect((error as UnknownRpcError).rpcCode).toBeUndefined()
  })

  it("the embedded wallet's refusal of an unlisted method ('Requested RPC call is not allowed', 4200) is spec §6's 'Action not allowed'", () => {
    // the shape packages/evm's embedded wallet provider throws (ProviderRpcError: an Error with a numeric code)
    const refusal = Object.assign(new Error('Requested RPC call is not allowed'), { code: 4200 })
    const error = fromRpcError(refusal)
    expect(error).toBeInstanceOf(ActionNotAllowedError)
    expect([error.code, error.shortMessage, error.details]).toEqual([
      'ACTION_NOT_ALLOWED',
      'Action not allowed',
      'Requested RPC call is not allowed',
    ])
    expect((error as ActionNotAllowedError).rpcCode).toBe(4200)
    expect(error.cause).toBe(refusal)
  })

  it("any other 4200 stays the wallet's unsupported method", () => {
    expect(fromRpcError({ code: 4200, message: 'eth_sign is not supported' })).toBeInstanceOf(
      UnsupportedMethodError,
    )
  })

  it('returns a LatchError unchanged', () => {
    const error = new TimeoutError()
    expect(fromRpcError(error)).toBe(error)
  })

  it('survives a cyclic cause chain', () => {
    const a: { code?: number; cause?: unknown } = {}
    const b = { cause: a }
    a.cause = b
    expect(fromRpcError(a)).toBeInstanceOf(UnknownRpcError)
  })
})

describe('transport errors', () => {
  it('HTTP request failed, with the status in the details', () => {
    const error = new HttpRequestError({ status: 503, url: 'https://rpc.example' })
    expect(error.code).toBe('HTTP_REQUEST_FAILED')
    expect(error.shortMessage).toBe('HTTP request failed')
    expect(error.details).toBe('HTTP status code: 503')
    expect(error.status).toBe(503)
    expect(error.url).toBe('https://rpc.example')
  })

  it('the request timed out', () => {
    const error = new TimeoutError({ timeoutMs: 10_000 })
    expect(error.code).toBe('TIMEOUT')
    expect(error.shortMessage).toBe('The request timed out')
    expect(error.details).toBe('No answer within 10000 ms.')
  })

  it('no URL was provided', () => {
    const error = new UrlRequiredError()
    expect(error.code).toBe('URL_REQUIRED')
    expect(error.message).toBe('No URL was provided')
  })
})
