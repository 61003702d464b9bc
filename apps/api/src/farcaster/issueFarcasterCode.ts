import { LatchError } from '@latch/core'
import { parseSiwxMessage } from '@latch/siwx'
import { and, eq, isNull } from 'drizzle-orm'
import { hashOneTimeCode } from '../auth/hashOneTimeCode'
import { authFarcasterLogins } from '../db/schema'
import { ApiError } from '../http/errors'
import type { AppDeps } from '../http/types'
import { createFarcasterCode, FARCASTER_CODE_STATEMENT, normalizeFarcasterCode } from './farcasterCode'
import { unknownFarcasterLogin } from './readVerifiedSignIn'
import { requireFarcasterSetup } from './requireFarcasterSetup'
import { verifySignInWithFarcaster } from './verifySignInWithFarcaster'

export interface IssueFarcasterCodeParameters {
  /** EIP-4361 text: the statement 'Latch sign-in code', the login's nonce, this domain, farcaster://fid/<fid>. */
  message: string
  /** Signed by the fid's custody address. */
  signature: string
}

const invalidRequest = () =>
  new ApiError('FARCASTER_CODE_REQUEST_INVALID', 'This code request is not signed by a Farcaster account.')

/**
 * A Farcaster app asks for the sign-in code of the login whose request it signed: the message names the
 * login's nonce and is verified as a sign-in is (this domain, on the ID registry's chain, in time, signed by
 * the named fid's custody address), with the statement 'Latch sign-in code'. It is the custody key's second
 * signature, which never passes through the relay: whoever reads the relay's channel (the link's holder)
 * cannot ask. One code per login, for that fid (409 FARCASTER_CODE_ISSUED afterwards); the app shows it to
 * the person, who types it on the device that asked. An unknown, expired or used login is 401
 * FARCASTER_LOGIN_UNKNOWN; a message that does not verify 401 FARCASTER_CODE_REQUEST_INVALID (the reason in
 * the log). Only the code's HMAC is kept.
 *
 * @example
 * const { code } = await issueFarcasterCode(deps, { message, signature }) // 'K7QM-2XD9'
 */
export async function issueFarcasterCode(
  deps: AppDeps,
  params: IssueFarcasterCodeParameters,
): Promise<{ code: string }> {
  const setup = requireFarcasterSetup(deps)
  const now = deps.now?.() ?? Date.now()
  let nonce: string
  try {
    ;({ nonce } = parseSiwxMessage(params.message))
  } catch {
    throw invalidRequest()
  }
  const [login] = await deps.db.select().from(authFarcasterLogins).where(eq(authFarcasterLogins.nonce, nonce))
  if (!login || login.usedAt || login.expiresAt.getTime() <= now) throw unknownFarcasterLogin()
  let fid: number
  try {
    ;({ fid } = await verifySignInWithFarcaster({
      message: params.message,
      signature: params.signature,
      statement: FARCASTER_CODE_STATEMENT,
      domain: setup.domain,
      nonce: login.nonce,
      now,
      client: setup.client,
      idRegistryAddress: setup.idRegistryAddress,
    }))
  } catch (error) {
    if (!(error instanceof LatchError)) throw error
    console.warn(
      `[api] Farcaster code request refused: ${error.code}: ${error.details ?? error.shortMessage}`,
    )
    throw invalidRequest()
  }
  const code = createFarcasterCode()
  const codeHash = hashOneTimeCode({
    code: normalizeFarcasterCode(code),
    salt: login.channelTokenHash,
    ...(deps.recoverySecret ? { recoverySecret: deps.recoverySecret } : {}),
  })
  const [issued] = await deps.db
    .update(authFarcasterLogins)
    .set({ codeHash, codeFid: fid })
    .where(
      and(
        eq(authFarcasterLogins.channelTokenHash, login.channelTokenHash),
        isNull(authFarcasterLogins.codeHash),
      ),
    )
    .returning({ channelTokenHash: authFarcasterLogins.channelTokenHash })
  if (!issued)
    throw new ApiError(
      'FARCASTER_CODE_ISSUED',
      'This sign-in request has its code already: if you did not just get it, someone else is answering it.',
    )
  return { code }
}
