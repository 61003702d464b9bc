import { LatchError } from '@latch/core'
import { and, eq, gt, isNull } from 'drizzle-orm'
import { isOwnLogin } from '../auth/isOwnLogin'
import { openProviderSession } from '../auth/openProviderSession'
import { hashSecretToken } from '../auth/secretTokens'
import type { AuthUser } from '../auth/types'
import { authFarcasterLogins } from '../db/schema'
import { ApiError } from '../http/errors'
import type { AppDeps } from '../http/types'
import { bindFarcasterIdentity, FARCASTER_PROVIDER } from './bindFarcasterIdentity'
import type { FarcasterChannelStatus } from './createFarcasterRelayClient'
import { FarcasterChannelNotFoundError } from './farcasterErrors'
import { type FarcasterSetup, requireFarcasterSetup } from './requireFarcasterSetup'
import { toFarcasterRelayFailure } from './toFarcasterRelayFailure'
import { verifySignInWithFarcaster } from './verifySignInWithFarcaster'

export interface FinishFarcasterLoginParameters {
  /** The channel token the start answered. */
  channelToken: string
  /** The secret the frame started this login with. */
  secret: string
  deviceId: string
  projectId: string
}

export interface FinishFarcasterLoginReturnType {
  token: string
  expiresAt: string
  user: AuthUser
}

const unknownLogin = (
  message = 'This Farcaster login is unknown, expired or already used: start it again.',
) => new ApiError('FARCASTER_LOGIN_UNKNOWN', message)

/**
 * The frame's poll of a Farcaster login: only with the secret it started the login with, from the same
 * device and project. While the person has not signed in the Farcaster app: 409 FARCASTER_LOGIN_PENDING.
 * Once they have, the relay's answer is verified (this domain and nonce, signed by the fid's custody in the
 * ID registry), the fid bound to a user (its own, without email, the first time), the device approved and a
 * 30-day session opened naming the provider `farcaster`: answered once. A channel the relay no longer has
 * (cancelled in the app, expired, already read) and anything unknown answer 401 FARCASTER_LOGIN_UNKNOWN; a
 * signed answer that does not verify 401 FARCASTER_VERIFICATION_FAILED and a failing relay 502
 * FARCASTER_RELAY_FAILED, both 'Failed to connect to farcaster' with the reason in the log.
 *
 * @example
 * const { token, user } = await finishFarcasterLogin(deps, { channelToken, secret, deviceId, projectId })
 */
export async function finishFarcasterLogin(
  deps: AppDeps,
  params: FinishFarcasterLoginParameters,
): Promise<FinishFarcasterLoginReturnType> {
  const setup = requireFarcasterSetup(deps)
  const now = deps.now?.() ?? Date.now()
  const channelTokenHash = hashSecretToken(params.channelToken)
  const [login] = await deps.db
    .select()
    .from(authFarcasterLogins)
    .where(eq(authFarcasterLogins.channelTokenHash, channelTokenHash))
  if (!isOwnLogin(login, { ...params, now })) throw unknownLogin()

  const status = await readChannelStatus(setup, params.channelToken)
  if (status.state === 'pending')
    throw new ApiError('FARCASTER_LOGIN_PENDING', 'The person has not signed in the Farcaster app yet.')
  const custody = await verifyAnswer(deps, setup, { login, status, now })

  return deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(authFarcasterLogins)
      .set({ usedAt: new Date(now) })
      .where(
        and(
          eq(authFarcasterLogins.channelTokenHash, channelTokenHash),
          isNull(authFarcasterLogins.usedAt),
          gt(authFarcasterLogins.expiresAt, new Date(now)),
        ),
      )
      .returning({ channelTokenHash: authFarcasterLogins.channelTokenHash })
    if (!claimed) throw unknownLogin()
    const userId = await bindFarcasterIdentity(tx, {
      fid: status.fid,
      custody,
      ...(status.username ? { username: status.username } : {}),
      now,
    })
    return openProviderSession(tx, {
      userId,
      deviceId: params.deviceId,
      projectId: params.projectId,
      provider: FARCASTER_PROVIDER,
      now,
    })
  })
}

/** The relay's word on the channel; one it no longer has (cancelled in the app, expired, read) is unknown here. */
async function readChannelStatus(
  setup: FarcasterSetup,
  channelToken: string,
): Promise<FarcasterChannelStatus> {
  try {
    return await setup.relay.channelStatus(channelToken)
  } catch (error) {
    if (error instanceof FarcasterChannelNotFoundError)
      throw unknownLogin('The Farcaster sign-in was cancelled or has expired: start it again.')
    throw toFarcasterRelayFailure(error)
  }
}

/**
 * The relay's signed answer checked for this login's domain and nonce; answers the fid's custody address.
 * One that does not verify ends the login (the relay gives an answer once, so it can never finish now).
 */
async function verifyAnswer(
  deps: AppDeps,
  setup: FarcasterSetup,
  params: {
    login: typeof authFarcasterLogins.$inferSelect
    status: Extract<FarcasterChannelStatus, { state: 'completed' }>
    now: number
  },
): Promise<string> {
  const { login, status, now } = params
  try {
    const { custody } = await verifySignInWithFarcaster({
      message: status.message,
      signature: status.signature,
      fid: status.fid,
      domain: setup.domain,
      nonce: login.nonce,
      now,
      client: setup.client,
      idRegistryAddress: setup.idRegistryAddress,
    })
    return custody
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
}
