import { LatchError } from '@latch/core'
import { and, eq, isNull } from 'drizzle-orm'
import { authFarcasterLogins } from '../db/schema'
import { ApiError } from '../http/errors'
import type { AppDeps } from '../http/types'
import type { FarcasterChannelStatus } from './createFarcasterRelayClient'
import { FarcasterChannelNotFoundError } from './farcasterErrors'
import type { FarcasterSetup } from './requireFarcasterSetup'
import { toFarcasterRelayFailure } from './toFarcasterRelayFailure'
import { verifySignInWithFarcaster } from './verifySignInWithFarcaster'

type FarcasterLoginRow = typeof authFarcasterLogins.$inferSelect

/** A Farcaster sign-in the relay answered and the services verified. */
export interface VerifiedSignIn {
  fid: number
  /** `custodyOf(fid)`, the message's signer. */
  custody: string
  /** The relay's username for the fid. */
  username?: string
}

/** 401 FARCASTER_LOGIN_UNKNOWN with the words for a login that is over. */
export const unknownFarcasterLogin = (
  message = 'This Farcaster login is unknown, expired or already used: start it again.',
) => new ApiError('FARCASTER_LOGIN_UNKNOWN', message)

/**
 * The login's signed sign-in: kept on its row once verified (the relay gives its completed answer once),
 * else read from the relay now and verified (this domain and nonce, signed by the fid's custody in the ID
 * registry), then kept. While the person has not signed: 409 FARCASTER_LOGIN_PENDING. A channel the relay
 * no longer has: 401 FARCASTER_LOGIN_UNKNOWN. An answer that does not verify ends the login: 401
 * FARCASTER_VERIFICATION_FAILED ('Failed to connect to farcaster', the reason in the log).
 *
 * @example
 * const { fid, custody } = await readVerifiedSignIn(deps, setup, { login, channelToken, now })
 */
export async function readVerifiedSignIn(
  deps: AppDeps,
  setup: FarcasterSetup,
  params: { login: FarcasterLoginRow; channelToken: string; now: number },
): Promise<VerifiedSignIn> {
  const { login, now } = params
  const kept = keptSignIn(login)
  if (kept) return kept
  let status: FarcasterChannelStatus
  try {
    status = await setup.relay.channelStatus(params.channelToken)
  } catch (error) {
    if (!(error instanceof FarcasterChannelNotFoundError)) throw toFarcasterRelayFailure(error)
    // another poll may have read (and kept) the one answer meanwhile
    const again = await readRow(deps, login.channelTokenHash)
    const keptMeanwhile = again && keptSignIn(again)
    if (keptMeanwhile) return keptMeanwhile
    throw unknownFarcasterLogin('The Farcaster sign-in was cancelled or has expired: start it again.')
  }
  if (status.state === 'pending')
    throw new ApiError('FARCASTER_LOGIN_PENDING', 'The person has not signed in the Farcaster app yet.')
  let custody: string
  try {
    ;({ custody } = await verifySignInWithFarcaster({
      message: status.message,
      signature: status.signature,
      fid: status.fid,
      domain: setup.domain,
      nonce: login.nonce,
      now,
      client: setup.client,
      idRegistryAddress: setup.idRegistryAddress,
    }))
  } catch (error) {
    await deps.db
      .update(authFarcasterLogins)
      .set({ usedAt: new Date(now) })
      .where(eq(authFarcasterLogins.channelTokenHash, login.channelTokenHash))
    if (!(error instanceof LatchError)) throw error
    console.warn(
      `[api] Sign In With Farcaster refused: ${error.code}: ${error.details ?? error.shortMessage}`,
    )
    throw new ApiError('FARCASTER_VERIFICATION_FAILED', 'Failed to connect to farcaster')
  }
  const signedIn = { fid: status.fid, custody, ...(status.username ? { username: status.username } : {}) }
  await deps.db
    .update(authFarcasterLogins)
    .set({ signedFid: signedIn.fid, custody, username: signedIn.username ?? null })
    .where(
      and(
        eq(authFarcasterLogins.channelTokenHash, login.channelTokenHash),
        isNull(authFarcasterLogins.signedFid),
      ),
    )
  return signedIn
}

function keptSignIn(login: FarcasterLoginRow): VerifiedSignIn | undefined {
  if (login.signedFid === null || login.custody === null) return undefined
  return {
    fid: login.signedFid,
    custody: login.custody,
    ...(login.username ? { username: login.username } : {}),
  }
}

async function readRow(deps: AppDeps, channelTokenHash: string): Promise<FarcasterLoginRow | undefined> {
  const [row] = await deps.db
    .select()
    .from(authFarcasterLogins)
    .where(eq(authFarcasterLogins.channelTokenHash, channelTokenHash))
  return row
}
