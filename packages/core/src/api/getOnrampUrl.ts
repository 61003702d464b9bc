import * as z from 'zod/mini'
import type { Latch } from '../latch'
import type { OnrampProviderName } from '../types/onramp'
import type { ApiNotConfiguredError } from './errors'
import type { GetOnrampQuoteParameters } from './getOnrampQuote'
import { type ApiRequestErrorType, apiRequest } from './request'
import { requireApi } from './requireApi'

export interface GetOnrampUrlParameters extends GetOnrampQuoteParameters {
  provider: OnrampProviderName
  /** The wallet the tokens go to. */
  address: string
}

export type GetOnrampUrlReturnType = string

/** What `getOnrampUrl` rejects with: no `api` config, or the request's errors (a refused purchase among them). */
export type GetOnrampUrlErrorType = ApiNotConfiguredError | ApiRequestErrorType

/**
 * POST /v1/generators/onrampurl: the chosen provider's checkout page for this purchase (for meld, with
 * publicKey, destinationCurrencyCode, walletAddress and externalCustomerId, spec §7).
 *
 * @example
 * const url = await getOnrampUrl(latch, { provider: 'meld', address, purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50', network })
 */
export async function getOnrampUrl(
  latch: Latch,
  parameters: GetOnrampUrlParameters,
): Promise<GetOnrampUrlReturnType> {
  const api = requireApi(latch, 'getOnrampUrl')
  const { url } = await apiRequest(api, {
    method: 'POST',
    path: '/v1/generators/onrampurl',
    body: parameters,
    schema: z.object({ url: z.string() }),
  })
  return url
}
