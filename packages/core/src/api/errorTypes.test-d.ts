import { describe, expectTypeOf, it } from 'vitest'
import type {
  ApiRequestErrorType,
  GetAllowedOriginsErrorType,
  GetRemoteFeaturesErrorType,
  GetTokenBalancesErrorType,
  GetTransactionsErrorType,
  RegisterNameErrorType,
  ReportErrorErrorType,
  SendAnalyticsEventErrorType,
} from '../services'

// Type-level only: each client's ErrorType, imported from @latch/core/services, narrows `code` to the
// literals of what the client really throws, so a `switch (error.code)` is checked by the compiler.
describe("the service clients' error types", () => {
  it('ApiRequestErrorType: the network, the timeout, a non-OK status, an answer of the wrong shape', () => {
    expectTypeOf<ApiRequestErrorType['code']>().toEqualTypeOf<
      'HTTP_REQUEST_FAILED' | 'TIMEOUT' | 'HTTP_STATUS' | 'INVALID_API_RESPONSE'
    >()
  })

  it("GetTransactionsErrorType: no accountAddress, no api config, or the request's errors", () => {
    expectTypeOf<GetTransactionsErrorType['code']>().toEqualTypeOf<
      | 'ACCOUNT_ADDRESS_REQUIRED'
      | 'API_NOT_CONFIGURED'
      | 'HTTP_REQUEST_FAILED'
      | 'TIMEOUT'
      | 'HTTP_STATUS'
      | 'INVALID_API_RESPONSE'
    >()
  })

  it('GetAllowedOriginsErrorType: spec §8, only Rate Limited and Server Error; the rest answers []', () => {
    expectTypeOf<GetAllowedOriginsErrorType['code']>().toEqualTypeOf<'RATE_LIMITED' | 'SERVER_ERROR'>()
  })

  it('GetTokenBalancesErrorType: a failed fetch is Token Balance Unavailable, never a raw request error', () => {
    expectTypeOf<GetTokenBalancesErrorType['code']>().toEqualTypeOf<
      'INVALID_INPUT' | 'API_NOT_CONFIGURED' | 'TOKEN_BALANCE_UNAVAILABLE'
    >()
    expectTypeOf<'HTTP_STATUS'>().not.toExtend<GetTokenBalancesErrorType['code']>()
  })

  it('RegisterNameErrorType: a missing field, a chain id with no coin type, no api config, or the failed call', () => {
    expectTypeOf<RegisterNameErrorType['code']>().toEqualTypeOf<
      'INVALID_INPUT' | 'INVALID_CHAIN_ID' | 'API_NOT_CONFIGURED' | 'REGISTER_NAME_FAILED'
    >()
  })

  it('the clients that never reject have never as their ErrorType', () => {
    expectTypeOf<SendAnalyticsEventErrorType>().toBeNever()
    expectTypeOf<ReportErrorErrorType>().toBeNever()
    expectTypeOf<GetRemoteFeaturesErrorType>().toBeNever()
  })
})
