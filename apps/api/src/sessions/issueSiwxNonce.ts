import { generateSiwxNonce } from '@latch/siwx'
import { lt } from 'drizzle-orm'
import { siwxNonces } from '../db/schema'
import type { Database } from '../db/types'

/** How long an issued nonce can be signed and used: long enough to read and sign, short enough not to pile up. */
export const SIWX_NONCE_TTL_MS = 10 * 60_000

/**
 * Issues a sign-in nonce for the project, kept until a sign-in uses it or it expires; expired ones are
 * swept on the way, so the table holds only what can still be used.
 *
 * @example
 * const { nonce } = await issueSiwxNonce(db, { projectId: 'latch-demo', now: Date.now() })
 */
export async function issueSiwxNonce(
  db: Database,
  params: { projectId: string; now: number },
): Promise<{ nonce: string; expiresAt: string }> {
  const nonce = generateSiwxNonce()
  const expiresAt = new Date(params.now + SIWX_NONCE_TTL_MS)
  await db.delete(siwxNonces).where(lt(siwxNonces.expiresAt, new Date(params.now)))
  await db.insert(siwxNonces).values({ nonce, projectId: params.projectId, expiresAt })
  return { nonce, expiresAt: expiresAt.toISOString() }
}
