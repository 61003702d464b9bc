import * as z from 'zod/mini'
import type { Latch } from '../latch'
import { type ApiRequestErrorType, apiRequest } from './request'

export interface GetAnalyticsConfigReturnType {
  isAnalyticsEnabled: boolean
}

/** What `getAnalyticsConfig` rejects with: the request's errors (without `api` config it answers no). */
export type GetAnalyticsConfigErrorType = ApiRequestErrorType

const analyticsConfigSchema = z.object({ isAnalyticsEnabled: z.boolean() })

/**
 * GET /getAnalyticsConfig: whether the project wants analytics events. Without `api` config:
 * `{ isAnalyticsEnabled: false }`, no call. A failed call throws.
 *
 * @example const { isAnalyticsEnabled } = await getAnalyticsConfig(latch)
 */
export async function getAnalyticsConfig(latch: Latch): Promise<GetAnalyticsConfigReturnType> {
  const { api } = latch.config
  if (!api) return { isAnalyticsEnabled: false }
  const { isAnalyticsEnabled } = await apiRequest(api, {
    path: '/getAnalyticsConfig',
    schema: analyticsConfigSchema,
  })
  return { isAnalyticsEnabled }
}
