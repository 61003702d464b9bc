import * as z from 'zod/mini'
import type { Latch } from '../latch'
import { HttpStatusError, RateLimitedError, ServerError } from './errors'
import { reportError } from './reportError'
import { apiRequest } from './request'

export type GetAllowedOriginsReturnType = string[]

/**
 * What `getAllowedOrigins` rejects with (spec §8): a 429 answer, or a 500-599 one. Every other failure,
 * the request's errors included, answers an empty list.
 */
export type GetAllowedOriginsErrorType = RateLimitedError | ServerError

const originsSchema = z.object({ allowedOrigins: z.array(z.string()) })

/**
 * GET /projects/v1/origins: the origins the project allows. Spec §8: a 429 throws
 * `RateLimitedError` (code RATE_LIMITED), 500-599 throws `ServerError` (code SERVER_ERROR), any
 * other error returns an empty list (and is reported). Without `api` config: an empty list.
 *
 * @example
 * const origins = await getAllowedOrigins(latch)
 * const allowed = origins.includes(location.origin)
 */
export async function getAllowedOrigins(latch: Latch): Promise<GetAllowedOriginsReturnType> {
  const { api } = latch.config
  if (!api) return []
  try {
    const { allowedOrigins } = await apiRequest(api, { path: '/projects/v1/origins', schema: originsSchema })
    return allowedOrigins
  } catch (error) {
    if (error instanceof HttpStatusError && error.status === 429) throw new RateLimitedError({ cause: error })
    if (error instanceof HttpStatusError && error.status >= 500 && error.status <= 599) {
      throw new ServerError({ cause: error, details: error.details })
    }
    void reportError(latch, { error })
    return []
  }
}
