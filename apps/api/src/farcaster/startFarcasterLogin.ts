import { randomBytes } from 'node:crypto'
import { lt } from 'drizzle-orm'
import { hashSecretToken } from '../auth/secretTokens'
import { toAllowedPageUrl } from '../auth/toAllowedPageUrl'
import { authFarcasterLogins } from '../db/schema'
import { ApiError } from '../http/errors'
import type { AppDeps } from '../http/types'
import { describeDevice } from './describeDevice'
import { requireFarcasterSetup } from './requireFarcasterSetup'
import { toFarcasterRelayFailure } from './toFarcasterRelayFailure'

/** How long a Farcaster login waits for the person to sign in the Farcaster app; the message expires with it. */
export const FARCASTER_LOGIN_TTL_MS = 10 * 60_000

export interface StartFarcasterLoginParameters {
  projectId: string
  /** The project's allowed origins: the site named as asking must be exactly one of them. */
  allowedOrigins: readonly string[]
  deviceId: string
  /** The frame's secret for this login (it alone can finish it); only its hash is kept. */
  secret: string
  /** The host page the person signs in on, as the Farcaster app will name it. */
  site: string
  /** The starting browser's `User-Agent`, for the app to name the device asking. */
  userAgent?: string
}

export interface StartFarcasterLoginReturnType {
  /** The relay channel the frame finishes the login with (kept secret: only its hash is stored). */
  channelToken: string
  /** The Farcaster app's link, for the QR code. */
  url: string
}

/**
 * Starts a Sign In With Farcaster login: a fresh nonce, a relay channel asking for a message to the
 * services (URI their public URL, domain its host) that expires with the login (10 min) and names, as its
 * request id, the site and the device asking (`https://shop.example in Chrome on Windows`), so the person's
 * Farcaster app can show who asks; its `redirectUrl` is where the app asks for the sign-in code the person
 * then types on that device. A row holds the nonce for the finish. 400 RETURN_URI_NOT_ALLOWED for a site
 * that is not exactly one of the project's origins; 404 FARCASTER_NOT_CONFIGURED without
 * `deps.farcaster`; 502 FARCASTER_RELAY_FAILED ('Failed to connect to farcaster') when the relay fails.
 *
 * @example
 * const { channelToken, url } = await startFarcasterLogin(deps, { projectId, allowedOrigins, deviceId, secret, site })
 */
export async function startFarcasterLogin(
  deps: AppDeps,
  params: StartFarcasterLoginParameters,
): Promise<StartFarcasterLoginReturnType> {
  const { relay, siweUri, domain, codeUrl } = requireFarcasterSetup(deps)
  const site = toAllowedPageUrl(params.site, params.allowedOrigins)
  if (!site)
    throw new ApiError(
      'RETURN_URI_NOT_ALLOWED',
      "site must be one of the project's allowed origins, exactly (https, or http on loopback).",
    )
  const now = deps.now?.() ?? Date.now()
  const expiresAt = new Date(now + FARCASTER_LOGIN_TTL_MS)
  // Letters and digits only, as EIP-4361 wants; the services' own, so no relay can choose it.
  const nonce = randomBytes(16).toString('hex')
  const channel = await relay
    .createChannel({
      siweUri,
      domain,
      nonce,
      expirationTime: expiresAt.toISOString(),
      requestId: `${site.origin} in ${describeDevice(params.userAgent)}`,
      redirectUrl: codeUrl,
    })
    .catch((error: unknown) => {
      throw toFarcasterRelayFailure(error)
    })
  if (channel.nonce !== nonce) {
    console.warn(`[api] Farcaster relay: it answered the nonce ${channel.nonce}, not the one asked for`)
    throw new ApiError('FARCASTER_RELAY_FAILED', 'Failed to connect to farcaster')
  }
  await deps.db.delete(authFarcasterLogins).where(lt(authFarcasterLogins.expiresAt, new Date(now)))
  await deps.db.insert(authFarcasterLogins).values({
    channelTokenHash: hashSecretToken(channel.channelToken),
    projectId: params.projectId,
    deviceId: params.deviceId,
    secretHash: hashSecretToken(params.secret),
    nonce,
    expiresAt,
  })
  return { channelToken: channel.channelToken, url: channel.url }
}
