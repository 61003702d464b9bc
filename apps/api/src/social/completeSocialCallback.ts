import { and, eq, gt, isNull } from 'drizzle-orm'
import { createSecretToken, hashSecretToken } from '../auth/secretTokens'
import { toAllowedPageUrl } from '../auth/toAllowedPageUrl'
import { authSocialLogins } from '../db/schema'
import type { AppDeps } from '../http/types'
import { findProjectCached } from '../projects/projectCache'
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
 * The fragment parameter carrying the completion secret: in the fragment, so no server on the way (the host
 * page's, a proxy's log) ever receives it; only the page the browser lands on reads it.
 */
export const SOCIAL_COMPLETION_PARAMETER = 'latch_social_code'

/**
 * The provider sent the person back: claims the login (a code is used once), trades the code for tokens,
 * reads who signed in and binds them to a user, or records why not ('rejected' when they cancelled,
 * 'failed' otherwise). Mints the login's one-time completion secret, which only this browser receives.
 * Answers where to send the browser: the host page with `?latch_social=<state>#latch_social_code=<secret>`;
 * or undefined for a state that names no login waiting for its provider (unknown, expired or already
 * answered) or whose page the project no longer allows, so the callback never redirects elsewhere.
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
  // Checked again here: a login stored before the start checked it, or a page the project dropped since.
  const project = await findProjectCached(deps.db, login.projectId, now)
  const returnTo = project && toAllowedPageUrl(login.returnUri, project.allowedOrigins)
  if (!returnTo) {
    await deps.db
      .update(authSocialLogins)
      .set({ error: 'failed' })
      .where(eq(authSocialLogins.stateHash, stateHash))
    return undefined
  }
  const outcome = await signInAtProvider(deps, login, params, now)
  const completion = createSecretToken()
  await deps.db
    .update(authSocialLogins)
    .set({ ...outcome, completionHash: completion.hash })
    .where(eq(authSocialLogins.stateHash, stateHash))
  returnTo.searchParams.set(SOCIAL_RETURN_PARAMETER, params.state)
  returnTo.hash = `${SOCIAL_COMPLETION_PARAMETER}=${completion.token}`
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
      bindSocialIdentity(tx, { provider: provider.id, profile, linkByEmail: provider.linkByEmail, now }),
    )
    return { userId }
  } catch (error) {
    if (error instanceof SocialProviderError) return { error: 'failed' }
    throw error
  }
}
