import { describe, expect, expectTypeOf, it } from 'vitest'
import * as apiErrors from '../api/errors'
import * as catalogue from './index'
import type { LatchErrorCode } from './LatchErrorCode'

const {
  AccountAddressRequiredError,
  ApiNotConfiguredError,
  GasPriceNetworkError,
  HttpStatusError,
  InvalidApiResponseError,
  InvalidChainIdError,
  NameSuggestionsError,
  NamesForAddressError,
  RateLimitedError,
  RegisterNameError,
  ReleaseNameError,
  ResolveNameError,
  ServerError,
  SetPrimaryNameError,
  SwapNetworkError,
} = apiErrors
const { LatchError, RpcError } = catalogue

// One instance of every error class Latch throws, with the arguments its callers pass.
const ERRORS: catalogue.LatchError[] = [
  new catalogue.InvalidCaipAddressError('eip155:1', 'expected 3 parts'),
  new catalogue.InvalidCaipNetworkIdError('eip155', 'expected 2 parts'),
  new catalogue.ConnectionRejectedError(),
  new catalogue.FailedToConnectError(),
  new catalogue.ConnectionTimeoutError(120_000),
  new catalogue.FailedToDisconnectError(),
  new catalogue.ModalClosedError(),
  new catalogue.ConnectorNotFoundError('io.metamask'),
  new catalogue.RevokeTimeoutError(3000),
  new catalogue.SwitchNetworkError({ details: 'The wallet refused.' }),
  new catalogue.ConnectionNotFoundError({ details: 'No connection of "io.metamask" in eip155.' }),
  new catalogue.SwitchConnectionError({ details: 'The wallet no longer grants access.' }),
  new catalogue.AccountTypeSwitchRefusedError(
    'smart-accounts-disabled',
    'Smart accounts are not available on this network',
  ),
  new catalogue.SwitchAccountTypeError({ details: 'The frame did not answer' }),
  new catalogue.FrameLoadError(),
  new catalogue.AuthInitError(),
  new catalogue.EmbeddedWalletTimeoutError(),
  new catalogue.EmbeddedWalletError('Please try again after 25 seconds'),
  new catalogue.NoAuthConnectorError(),
  new catalogue.NotConnectedToEmailError(),
  new catalogue.PopupClosedError(),
  new catalogue.SocialLoginStartError(),
  new catalogue.FarcasterConnectError(),
  new catalogue.InvalidInputError('connectorId', 'a connector id is required'),
  new catalogue.InvalidNumberError('1.2.3'),
  new catalogue.InvalidDecimalsError(-1),
  new catalogue.UserRejectedRequestError(),
  new catalogue.UnauthorizedError(),
  new catalogue.UnsupportedMethodError(),
  new catalogue.ActionNotAllowedError(),
  new catalogue.ProviderDisconnectedError(),
  new catalogue.ChainDisconnectedError(),
  new catalogue.SwitchChainError(),
  new catalogue.ParseRpcError(),
  new catalogue.InvalidRequestRpcError(),
  new catalogue.MethodNotFoundRpcError(),
  new catalogue.InvalidParamsRpcError(),
  new catalogue.InternalRpcError(),
  new catalogue.InvalidInputRpcError(),
  new catalogue.ResourceNotFoundRpcError(),
  new catalogue.ResourceUnavailableRpcError(),
  new catalogue.TransactionRejectedRpcError(),
  new catalogue.MethodNotSupportedRpcError(),
  new catalogue.LimitExceededRpcError(),
  new catalogue.UnknownRpcError({ rpcCode: 1234 }),
  new catalogue.HttpRequestError({ status: 503 }),
  new catalogue.TimeoutError({ timeoutMs: 10_000 }),
  new catalogue.UrlRequiredError(),
  new catalogue.NetworkNotFoundError(),
  new catalogue.ChainAdapterNotFoundError(),
  new catalogue.UnsupportedChainError(),
  new catalogue.TokenBalanceUnavailableError(),
  new catalogue.FetchTransactionsError(),
  new catalogue.FetchNftsError(),
  new catalogue.InvalidConfigError('networks', 'at least one network is required'),
  new catalogue.UnknownNamespaceError('tron'),
  new catalogue.LatchProviderNotFoundError(),
  new catalogue.SignMessageError(),
  new catalogue.SendTransactionError(),
  new catalogue.TransactionReceiptError(),
  new catalogue.ActiveAddressNotFoundError(),
  new catalogue.EstimateFeeError(),
  new catalogue.SendValidationError('insufficient-balance', 'Insufficient balance'),
  new catalogue.TransactionRevertedError(`0x${'ab'.repeat(32)}`),
  new catalogue.SwapRevertedError(`0x${'ab'.repeat(32)}`, 1),
  new catalogue.SwapValidationError('Insufficient balance'),
  new catalogue.SwapFailedError(),
  new catalogue.SiwxNotEnabledError(),
  new catalogue.SiwxSignInError(),
  new ApiNotConfiguredError('getWallets'),
  new HttpStatusError({ status: 429, url: 'http://127.0.0.1:8787/getWallets' }),
  new InvalidApiResponseError('http://127.0.0.1:8787/getWallets', 'data: expected array'),
  new RateLimitedError(),
  new ServerError(),
  new InvalidChainIdError(2147483648),
  new AccountAddressRequiredError(),
  new ResolveNameError(),
  new NameSuggestionsError(),
  new NamesForAddressError(),
  new RegisterNameError('alice'),
  new ReleaseNameError('alice'),
  new SetPrimaryNameError('alice'),
  new SwapNetworkError(),
  new GasPriceNetworkError(),
]

const isErrorClass = (value: unknown): value is typeof LatchError =>
  typeof value === 'function' && value.prototype instanceof LatchError && value !== RpcError

describe('the error catalogue', () => {
  it('the table above holds one instance of every exported error class', () => {
    const exported = [...Object.values(catalogue), ...Object.values(apiErrors)].filter(isErrorClass)
    const listed = ERRORS.map((error) => error.constructor)
    expect(new Set(listed).size).toBe(listed.length)
    expect(exported.filter((ErrorClass) => !listed.includes(ErrorClass)).map((c) => c.name)).toEqual([])
    expect(listed.length).toBe(exported.length)
  })

  it.each(ERRORS.map((error) => ({ name: error.name, error })))('$name', ({ error }) => {
    // the name is the class's own (a copy-paste slip would report the wrong failure)
    expect(error.name).toBe(error.constructor.name)
    expect({ code: error.code, shortMessage: error.shortMessage, message: error.message }).toMatchSnapshot()
  })

  it('every code is distinct, so a program can tell each failure apart', () => {
    const codes = ERRORS.map((error) => error.code)
    expect(new Set(codes).size).toBe(codes.length)
  })

  it('LatchErrorCode is the union of the literal codes, not string', () => {
    expectTypeOf<LatchErrorCode>().not.toEqualTypeOf<string>()
    expectTypeOf<'NO_PROVIDER' | 'REVOKE_TIMEOUT' | 'SWITCH_NETWORK_FAILED'>().toExtend<LatchErrorCode>()
    expectTypeOf<'RATE_LIMITED' | 'USER_REJECTED'>().toExtend<LatchErrorCode>()
    expectTypeOf<'NOT_A_CODE'>().not.toExtend<LatchErrorCode>()
    expectTypeOf(new catalogue.ConnectionRejectedError().code).toEqualTypeOf<'CONNECTION_REJECTED'>()
  })
})

describe("spec §8's words for a wallet that does not answer", () => {
  it("a connect timeout says 'Failed to connect', a revoke timeout 'Failed to disconnect'; code and details name the wait", () => {
    const connect = new catalogue.ConnectionTimeoutError(120_000)
    expect([connect.code, connect.shortMessage]).toEqual(['CONNECTION_TIMEOUT', 'Failed to connect'])
    expect(connect.details).toContain('within 120 s')
    const revoke = new catalogue.RevokeTimeoutError(3000)
    expect([revoke.code, revoke.shortMessage]).toEqual(['REVOKE_TIMEOUT', 'Failed to disconnect'])
    expect(revoke.details).toContain('within 3 s')
  })
})
