import type { ApiConfig } from '../config/types'
import { InvalidInputError } from '../errors/input'
import type { Latch } from '../latch'
import type { ApiNotConfiguredError } from './errors'
import { type ApiRequestErrorType, apiRequest } from './request'
import { requireApi } from './requireApi'
import { type Session, sessionSchema } from './sessionRecord'

export interface GetSessionRecordParameters {
  id: string
}

export type GetSessionRecordReturnType = Session

/** What `getSessionRecord` rejects with: an empty id, no `api` config, or the request's errors (404: unknown id). */
export type GetSessionRecordErrorType = InvalidInputError | ApiNotConfiguredError | ApiRequestErrorType

/**
 * GET /v1/sessions/{id}: one sign-in session with its status. Throws `ApiNotConfiguredError`
 * without `api` config, and the request's errors (`HttpStatusError` with status 404 for an unknown id).
 *
 * @example
 * const session = await getSessionRecord(latch, { id: sessionId })
 * if (session.status !== 'active') openSignIn()
 */
export async function getSessionRecord(
  latch: Latch,
  parameters: GetSessionRecordParameters,
): Promise<GetSessionRecordReturnType> {
  const api = requireApi(latch, 'getSessionRecord')
  const id = parameters?.id
  if (typeof id !== 'string' || !id) throw new InvalidInputError('id', 'a session id is required')
  return requestSession(api, id)
}

/**
 * The GET itself, for callers that hold the service config rather than an instance (@latch/siwx's
 * services-backed sessions). Never served from the HTTP cache: a revoked session must read as revoked.
 */
export function requestSession(api: ApiConfig, id: string): Promise<Session> {
  return apiRequest(api, {
    path: `/v1/sessions/${encodeURIComponent(id)}`,
    schema: sessionSchema,
    cache: 'no-store',
  })
}
