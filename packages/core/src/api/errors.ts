import { LatchError, type LatchErrorOptions } from '../errors/LatchError'

/** A service action was called but `createLatch` got no `api` config. */
export class ApiNotConfiguredError extends LatchError<'API_NOT_CONFIGURED'> {
  override name = 'ApiNotConfiguredError'
  constructor(action: string) {
    super('API_NOT_CONFIGURED', 'API not configured', {
      details: `${action} calls the provider service: pass api: { baseUrl } and projectId to createLatch.`,
    })
  }
}

/** The service answered with a non-OK status (after the retries the spec allows). */
export class HttpStatusError extends LatchError<'HTTP_STATUS'> {
  override name = 'HttpStatusError'
  readonly status: number
  readonly url: string
  /** The stable `code` of the service's JSON error body, when it sent one. */
  readonly serviceCode: string | undefined
  constructor(options: { status: number; url: string; serviceCode?: string; serviceMessage?: string }) {
    const { status, url, serviceCode, serviceMessage } = options
    // spec §7: a non-OK answer reads 'HTTP status code: {n}'
    super('HTTP_STATUS', `HTTP status code: ${status}`, {
      details: serviceCode ? `${serviceCode}: ${serviceMessage ?? ''} (${url})` : url,
    })
    this.status = status
    this.url = url
    this.serviceCode = serviceCode
  }
}

/** The service answered OK, but not with JSON of the expected shape. */
export class InvalidApiResponseError extends LatchError<'INVALID_API_RESPONSE'> {
  override name = 'InvalidApiResponseError'
  readonly url: string
  constructor(url: string, reason: string, options?: Pick<LatchErrorOptions, 'cause'>) {
    super('INVALID_API_RESPONSE', 'Invalid response from the service', {
      ...options,
      details: `${url}: ${reason}`,
    })
    this.url = url
  }
}

/** Allowed-origins fetch answered 429 (spec §8). */
export class RateLimitedError extends LatchError<'RATE_LIMITED'> {
  override name = 'RateLimitedError'
  constructor(options?: LatchErrorOptions) {
    super('RATE_LIMITED', 'Rate Limited', options)
  }
}

/** Allowed-origins fetch answered 500-599 (spec §8). */
export class ServerError extends LatchError<'SERVER_ERROR'> {
  override name = 'ServerError'
  constructor(options?: LatchErrorOptions) {
    super('SERVER_ERROR', 'Server error', options)
  }
}

/** Chain id to name-service coin type needs a chain id below 2147483648 (spec §5). */
export class InvalidChainIdError extends LatchError<'INVALID_CHAIN_ID'> {
  override name = 'InvalidChainIdError'
  readonly chainId: number
  constructor(chainId: number) {
    super('INVALID_CHAIN_ID', 'Invalid chainId', {
      details: `${chainId}: a name-service chain id is a whole number from 0 to 2147483647.`,
    })
    this.chainId = chainId
  }
}

/** getTransactions was called without an address (spec §8). */
export class AccountAddressRequiredError extends LatchError<'ACCOUNT_ADDRESS_REQUIRED'> {
  override name = 'AccountAddressRequiredError'
  constructor() {
    super('ACCOUNT_ADDRESS_REQUIRED', "Transactions can't be fetched without an accountAddress")
  }
}

/** Name lookup failed (spec §8). */
export class ResolveNameError extends LatchError<'RESOLVE_NAME_FAILED'> {
  override name = 'ResolveNameError'
  constructor(options?: LatchErrorOptions) {
    super('RESOLVE_NAME_FAILED', 'Error resolving name', options)
  }
}

/** Name suggestions failed (spec §8). */
export class NameSuggestionsError extends LatchError<'NAME_SUGGESTIONS_FAILED'> {
  override name = 'NameSuggestionsError'
  constructor(options?: LatchErrorOptions) {
    super('NAME_SUGGESTIONS_FAILED', 'Error fetching name suggestions', options)
  }
}

/** Reverse lookup failed (spec §8). */
export class NamesForAddressError extends LatchError<'NAMES_FOR_ADDRESS_FAILED'> {
  override name = 'NamesForAddressError'
  constructor(options?: LatchErrorOptions) {
    super('NAMES_FOR_ADDRESS_FAILED', 'Error fetching names for address', options)
  }
}

/** Name registration failed (spec §8): 'Error registering name {name}'. */
export class RegisterNameError extends LatchError<'REGISTER_NAME_FAILED'> {
  override name = 'RegisterNameError'
  readonly accountName: string
  constructor(accountName: string, options?: LatchErrorOptions) {
    super('REGISTER_NAME_FAILED', `Error registering name ${accountName}`, options)
    this.accountName = accountName
  }
}

/** Releasing a name failed: 'Error releasing name {name}'. */
export class ReleaseNameError extends LatchError<'RELEASE_NAME_FAILED'> {
  override name = 'ReleaseNameError'
  readonly accountName: string
  constructor(accountName: string, options?: LatchErrorOptions) {
    super('RELEASE_NAME_FAILED', `Error releasing name ${accountName}`, options)
    this.accountName = accountName
  }
}

/** Choosing the primary name failed: 'Error setting primary name {name}'. */
export class SetPrimaryNameError extends LatchError<'SET_PRIMARY_NAME_FAILED'> {
  override name = 'SetPrimaryNameError'
  readonly accountName: string
  constructor(accountName: string, options?: LatchErrorOptions) {
    super('SET_PRIMARY_NAME_FAILED', `Error setting primary name ${accountName}`, options)
    this.accountName = accountName
  }
}

/** The chain is not one the swap service trades on (spec §8: 'Network not supported for Swaps'). */
export class SwapNetworkError extends LatchError<'SWAP_NETWORK_NOT_SUPPORTED'> {
  override name = 'SwapNetworkError'
  constructor(options?: LatchErrorOptions) {
    super('SWAP_NETWORK_NOT_SUPPORTED', 'Network not supported for Swaps', options)
  }
}

/** The chain has no gas price the swap service reads (spec §8: 'Network not supported for Gas Price'). */
export class GasPriceNetworkError extends LatchError<'GAS_PRICE_NETWORK_NOT_SUPPORTED'> {
  override name = 'GasPriceNetworkError'
  constructor(options?: LatchErrorOptions) {
    super('GAS_PRICE_NETWORK_NOT_SUPPORTED', 'Network not supported for Gas Price', options)
  }
}
