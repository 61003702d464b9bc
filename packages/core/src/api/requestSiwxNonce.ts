import * as z from 'zod/mini'
import type { ApiConfig } from '../config/types'
import { apiRequest } from './request'

const nonceSchema = z.object({ nonce: z.string(), expiresAt: z.string() })

/**
 * POST /v1/sessions/nonce: a nonce for the next sign-in message, usable once within its expiry.
 *
 * @example const { nonce } = await requestSiwxNonce(api)
 */
export function requestSiwxNonce(api: ApiConfig): Promise<{ nonce: string; expiresAt: string }> {
  return apiRequest(api, { method: 'POST', path: '/v1/sessions/nonce', schema: nonceSchema })
}
