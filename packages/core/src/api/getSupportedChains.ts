import * as z from 'zod/mini'
import type { Latch } from '../latch'
import type { ApiNotConfiguredError } from './errors'
import { type ApiRequestErrorType, apiRequest } from './request'
import { requireApi } from './requireApi'

/** CAIP-2 ids the service answers for, over HTTP and over WebSocket. */
export interface GetSupportedChainsReturnType {
  http: string[]
  ws: string[]
}

/** What `getSupportedChains` rejects with: no `api` config, or the request's errors. */
export type GetSupportedChainsErrorType = ApiNotConfiguredError | ApiRequestErrorType

const supportedChainsSchema = z.object({
  http: z.array(z.string()),
  ws: z._default(z.array(z.string()), []),
})

/**
 * GET /v1/supported-chains: the chains the service's balance, history and name routes serve.
 * Throws `ApiNotConfiguredError` without `api` config, and the request's errors.
 *
 * @example
 * const { http } = await getSupportedChains(latch)
 * const hasActivity = http.includes('eip155:1')
 */
export async function getSupportedChains(latch: Latch): Promise<GetSupportedChainsReturnType> {
  const api = requireApi(latch, 'getSupportedChains')
  return apiRequest(api, { path: '/v1/supported-chains', schema: supportedChainsSchema })
}
