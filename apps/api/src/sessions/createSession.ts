import { randomUUID } from 'node:crypto'
import { sessions } from '../db/schema'
import type { Database } from '../db/types'
import { toSessionRecord } from './toSessionRecord'
import type { SessionRecord } from './types'

export interface CreateSessionParameters {
  /** Default a random UUID. */
  id?: string
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
 * Stores a sign-in session. Until the SIWX sign-in route lands this is how sessions are made (tests and
 * tools call it); that route will verify the CAIP-122 message before calling it.
 *
 * @example
 * const session = await createSession(db, { address, chainId: 'eip155:31337', message, signature })
 */
export async function createSession(db: Database, params: CreateSessionParameters): Promise<SessionRecord> {
  const id = params.id ?? randomUUID()
  const [row] = await db
    .insert(sessions)
    .values({
      id,
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
