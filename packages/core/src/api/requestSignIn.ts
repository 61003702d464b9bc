import type { ApiConfig } from '../config/types'
import { apiRequest } from './request'
import { type Session, sessionSchema } from './sessionRecord'

/**
 * POST /v1/sessions: the services verify the signed sign-in message for this page and keep the
 * session; it is answered without its signature.
 *
 * @example const session = await requestSignIn(api, { message, signature })
 */
export function requestSignIn(
  api: ApiConfig,
  parameters: { message: string; signature: string },
): Promise<Session> {
  return apiRequest(api, { method: 'POST', path: '/v1/sessions', body: parameters, schema: sessionSchema })
}
