import { randomUUID } from 'node:crypto'
import { sessions } from '../db/schema'
import type { Database } from '../db/types'
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
  expiresAt?: Date
}

/**
 * Stores a sign-in session as given: signInWithSiwx calls it once the message verified (tests call it
 * to set up a session directly).
 *
 * @example
 * const session = await createSession(db, { projectId, address, chainId: 'eip155:31337', message, signature })
 */
export async function createSession(db: Database, params: CreateSessionParameters): Promise<SessionRecord> {
  const id = params.id ?? randomUUID()
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
      expiresAt: params.expiresAt ?? null,
    })
    .returning()
  return toSessionRecord(row!, Date.now())
}
