import type { Session } from '@latch/core/services'

/**
 * A sign-in-with-wallet session as `GET /v1/sessions/{id}` answers it: the clients' `Session`
 * contract, with the times the service always fills in (ISO 8601, or null when not reached).
 */
export interface SessionRecord extends Session {
  createdAt: string
  expiresAt: string | null
  revokedAt: string | null
}
