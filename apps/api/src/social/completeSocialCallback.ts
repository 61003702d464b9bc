import { and, eq, gt, isNull } from 'drizzle-orm'
import { hashSecretToken } from '../auth/secretTokens'
import { authSocialLogins } from '../db/schema'
import type { AppDeps } from '../http/types'
import { bindSocialIdentity } from './bindSocialIdentity'
import { exchangeAuthorizationCode } from './exchangeAuthorizationCode'
import { fetchProfileJson } from './fetchProfileJson'
import { readSocialProfile } from './readSocialProfile'
import { socialCallbackUrl } from './socialCallbackUrl'
import { SocialProviderError } from './socialProviderError'
import type { SocialProviderId } from './socialProviders'

export interface SocialCallbackParameters {
  state: string
  /** The authorization code, when the person allowed the login. */
  code?: string
  /** The provider's error (`access_denied` when the person cancelled). */
  error?: string
}

/** The query parameter the host page sees on its return: which login came back (its result is the frame's to fetch). */
export const SOCIAL_RETURN_PARAMETER = 'latch_social'

/**
 * The provider sent the person back: claims the login (a code is used once), trades the code for tokens,
 * reads who signed in and binds them to a user, or records why not ('rejected' when they cancelled,
 * 'failed' otherwise). Answers where to send the browser, the host page with `latch_social=<state>`; or
 * undefined for a state that names no login waiting for its provider (unknown, expired or already
 * answered).
 *
 * @example
 * const returnTo = await completeSocialCallback(deps, { state, code })
 */
export async function completeSocialCallback(
  deps: AppDeps,
  params: SocialCallbackParameters,
): Promise<string | undefined> {
  const now = deps.now?.() ?? Date.now()
  const stateHash = hashSecretToken(params.state)
  const [login] = await deps.db
    .update(authSocialLogins)
    .set({ completedAt: new Date(now) })
    .where(
      and(
        eq(authSocialLogins.stateHash, stateHash),
        isNull(authSocialLogins.completedAt),
        gt(authSocialLogins.expiresAt, new Date(now)),
      ),
    )
    .returning()
  if (!login) return undefined
  const outcome = await signInAtProvider(deps, login, params, now)
  await deps.db.update(authSocialLogins).set(outcome).where(eq(authSocialLogins.stateHash, stateHash))
  const returnTo = new URL(login.returnUri)
  returnTo.searchParams.set(SOCIAL_RETURN_PARAMETER, params.state)
  return returnTo.toString()
}

async function signInAtProvider(
  deps: AppDeps,
  login: typeof authSocialLogins.$inferSelect,
  params: SocialCallbackParameters,
  now: number,
): Promise<{ userId: string } | { error: 'rejected' | 'failed' }> {
  if (params.error === 'access_denied') return { error: 'rejected' }
  const provider = deps.socialProviders?.get(login.provider as SocialProviderId)
  if (params.error || !params.code || !provider) return { error: 'failed' }
  try {
    const tokens = await exchangeAuthorizationCode(provider, {
      code: params.code,
      codeVerifier: login.codeVerifier,
      redirectUri: socialCallbackUrl(deps),
    })
    const profile = readSocialProfile(provider, await fetchProfileJson(provider, tokens, login))
    if (!profile) return { error: 'failed' }
    const userId = await deps.db.transaction((tx) =>
      bindSocialIdentity(tx, { provider: provider.id, profile, now }),
    )
    return { userId }
  } catch (error) {
    if (error instanceof SocialProviderError) return { error: 'failed' }
    throw error
  }
}
