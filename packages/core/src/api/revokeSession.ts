import type { Latch } from '../createLatch'
import { InvalidInputError } from '../errors/input'
import { apiRequest } from './request'
import { requireApi } from './requireApi'

export interface RevokeSessionParameters {
  /** The session id. */
  id: string
  /** The permission context id being revoked. */
  pci: string
  /** The account's signature authorising the revocation. */
  signature: string
}

/**
 * POST /v1/sessions/{id}/revoke `{ pci, signature }`. Throws `ApiNotConfiguredError` without `api`
 * config, and the request's errors.
 *
 * @example await revokeSession(latch, { id, pci, signature })
 */
export async function revokeSession(latch: Latch, parameters: RevokeSessionParameters): Promise<void> {
  const api = requireApi(latch, 'revokeSession')
  const { id, pci, signature } = parameters ?? {}
  for (const [field, value] of Object.entries({ id, pci, signature })) {
    if (typeof value !== 'string' || !value) throw new InvalidInputError(field, `${field} is required`)
  }
  await apiRequest(api, {
    method: 'POST',
    path: `/v1/sessions/${encodeURIComponent(id)}/revoke`,
    body: { pci, signature },
  })
}
