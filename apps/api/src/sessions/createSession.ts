import { randomUUID } from 'node:crypto'
import { sessions } from '../db/schema'
import type { Database } from '../db/types'
import { DEFAULT_SIWX_SESSION_MAX_SECONDS, toSessionEnd } from './sessionLifetime'
import { toSessionRecord } from './toSessionRecord'
import type { SessionRecord } from './types'

export interface CreateSessionParameters {
  /** Default a random UUID. */
  id?: string
  /** The project whose page signed in; only it can read the session. */
  projectId: string
  address: string
  /** CAIP-2, e.g. `eip155:31337`. */
  chainId: string
  message: string
  signature: string
  data?: Record<string, unknown>
  /** Default the session id. */
  pci?: string
  /** The end the signed message asked for; none means the longest allowed. */
  expiresAt?: Date
  /** The longest a session lives, from `now` (default DEFAULT_SIWX_SESSION_MAX_SECONDS, 7 days). */
  maxSeconds?: number
  /** Milliseconds since the epoch (default the clock's). */
  now?: number
}

/**
 * Stores a sign-in session: signInWithSiwx calls it once the message verified (tests call it to set up a
 * session directly). It ends at `expiresAt`, but never later than `maxSeconds` from now.
 *
 * @example
 * const session = await createSession(db, { projectId, address, chainId: 'eip155:31337', message, signature })
 */
export async function createSession(db: Database, params: CreateSessionParameters): Promise<SessionRecord> {
  const id = params.id ?? randomUUID()
  const now = params.now ?? Date.now()
  const maxSeconds = params.maxSeconds ?? DEFAULT_SIWX_SESSION_MAX_SECONDS
  const [row] = await db
    .insert(sessions)
    .values({
      id,
      projectId: params.projectId,
      address: params.address,
      chainId: params.chainId,
      pci: params.pci ?? id,
      message: params.message,
      signature: params.signature,
      data: params.data ?? {},
      expiresAt: toSessionEnd(now, params.expiresAt, maxSeconds),
    })
    .returning()
  return toSessionRecord(row!, now, maxSeconds)
}
