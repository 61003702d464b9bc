import type { ApiConfig } from '../config/types'
import { InvalidInputError } from '../errors/input'
import type { Latch } from '../latch'
import type { ApiNotConfiguredError } from './errors'
import { type ApiRequestErrorType, apiRequest } from './request'
import { requireApi } from './requireApi'
import { type Session, sessionSchema } from './sessionRecord'

export interface RevokeSessionParameters {
  /** The session id. */
  id: string
  /** The permission context id being revoked. */
  pci: string
  /** The session address's signature over toSessionRevocationMessage({ id, pci }). */
  signature: string
}

export type RevokeSessionReturnType = Session

/** What `revokeSession` rejects with: a missing field, no `api` config, or the request's errors. */
export type RevokeSessionErrorType = InvalidInputError | ApiNotConfiguredError | ApiRequestErrorType

/**
 * POST /v1/sessions/{id}/revoke `{ pci, signature }`: revokes the session and answers it, now
 * revoked. Throws `InvalidInputError` for a missing field, `ApiNotConfiguredError` without `api`
 * config, and the request's errors.
 *
 * @example
 * const signature = await signMessage(toSessionRevocationMessage({ id, pci }))
 * await revokeSession(latch, { id, pci, signature })
 */
export async function revokeSession(
  latch: Latch,
  parameters: RevokeSessionParameters,
): Promise<RevokeSessionReturnType> {
  const api = requireApi(latch, 'revokeSession')
  const { id, pci, signature } = parameters ?? {}
  for (const [field, value] of Object.entries({ id, pci, signature })) {
    if (typeof value !== 'string' || !value) throw new InvalidInputError(field, `${field} is required`)
  }
  return requestSessionRevoke(api, { id, pci, signature })
}

/** The POST itself, for callers that hold the service config rather than an instance (@latch/siwx). */
export function requestSessionRevoke(api: ApiConfig, parameters: RevokeSessionParameters): Promise<Session> {
  const { id, pci, signature } = parameters
  return apiRequest(api, {
    method: 'POST',
    path: `/v1/sessions/${encodeURIComponent(id)}/revoke`,
    body: { pci, signature },
    schema: sessionSchema,
  })
}
