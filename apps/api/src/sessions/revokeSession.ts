import { toSessionRevocationMessage } from '@latch/core/internal'
import { verifySiwxSignature } from '@latch/siwx'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { chainClientFor } from '../chain/chainClientFor'
import { sessions } from '../db/schema'
import type { Database } from '../db/types'
import { ApiError } from '../http/errors'
import type { ApiChain } from '../http/types'
import { toSessionRecord } from './toSessionRecord'
import type { SessionRecord } from './types'

export interface RevokeSessionParameters {
  /** The project asking: another project's session is answered as unknown. */
  projectId: string
  id: string
  pci: string
  signature: string
  now: number
  /** The longest a session lives (`siwxSessionMaxSeconds`), for the status answered. */
  maxSeconds?: number
}

/**
 * Revokes a session when `signature` is the session address's over `toSessionRevocationMessage({ id, pci })`,
 * verified in the way of the session's own namespace (`verifySiwxSignature`): EIP-191 for eip155 (a smart
 * account's on the session's chain: ERC-1271, or ERC-6492 before deployment; a high-s ECDSA twin is
 * refused), ed25519 (base58) for solana, BIP-322 (base64) for bip122, sr25519 (hex) for polkadot. 404
 * NOT_FOUND for an id the project does not own, 400 INVALID_BODY when `pci` is not the session's, 401
 * INVALID_SIGNATURE otherwise. Revoking a revoked session answers it unchanged.
 *
 * @example
 * const signature = await account.signMessage({ message: toSessionRevocationMessage({ id, pci }) })
 * await revokeSession(db, chains, { projectId, id, pci, signature, now: Date.now() })
 */
export async function revokeSession(
  db: Database,
  chains: readonly ApiChain[],
  params: RevokeSessionParameters,
): Promise<SessionRecord> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, params.id), eq(sessions.projectId, params.projectId)))
  if (!row) throw new ApiError('NOT_FOUND', `No session with id "${params.id}".`)
  if (row.pci !== params.pci)
    throw new ApiError('INVALID_BODY', 'pci: not the permission context of this session')
  const valid = await verifySiwxSignature(
    {
      chainId: row.chainId,
      address: row.address,
      message: toSessionRevocationMessage({ id: row.id, pci: row.pci }),
      signature: params.signature,
    },
    chainClientFor(chains, row.chainId),
  ).catch(() => false)
  if (!valid) {
    throw new ApiError(
      'INVALID_SIGNATURE',
      "signature: not the session address's signature over the revocation message",
    )
  }
  const [updated] = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, row.id), isNull(sessions.revokedAt)))
    .returning()
  return toSessionRecord(updated ?? row, params.now, params.maxSeconds)
}
