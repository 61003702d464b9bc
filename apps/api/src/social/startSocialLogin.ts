import { createHash, randomBytes } from 'node:crypto'
import { lt } from 'drizzle-orm'
import { SOCIAL_LOGIN_TTL_MS } from '../auth/authLimits'
import { hashSecretToken } from '../auth/secretTokens'
import { toAllowedPageUrl } from '../auth/toAllowedPageUrl'
import { authSocialLogins } from '../db/schema'
import { ApiError } from '../http/errors'
import type { AppDeps } from '../http/types'
import { socialCallbackUrl } from './socialCallbackUrl'
import type { SocialProviderId } from './socialProviders'

export interface StartSocialLoginParameters {
  provider: SocialProviderId
  projectId: string
  /** The project's allowed origins: the page the person comes back to must be exactly one of them. */
  allowedOrigins: readonly string[]
  deviceId: string
  /** The host page the person comes back to once the provider answered (its fragment is dropped). */
  returnUri: string
  /** The frame's secret for this login (it alone can finish it); only its hash is kept. */
  secret: string
}

const random = () => randomBytes(32).toString('base64url')

/**
 * Starts a social login with the services as the OAuth client: a fresh `state`, PKCE verifier (S256) and
 * OpenID nonce are kept for the callback, and the provider's authorization URL is answered for the popup
 * (or the redirect). 404 SOCIAL_PROVIDER_NOT_CONFIGURED for a provider the operator did not turn on; 400
 * RETURN_URI_NOT_ALLOWED for a `returnUri` whose origin is not exactly one of the project's (`toAllowedPageUrl`),
 * so the callback can never send a person's browser, and the login with it, anywhere else.
 *
 * @example
 * const { uri } = await startSocialLogin(deps, { provider: 'google', projectId, allowedOrigins, deviceId, returnUri, secret })
 */
export async function startSocialLogin(
  deps: AppDeps,
  params: StartSocialLoginParameters,
): Promise<{ uri: string }> {
  const provider = deps.socialProviders?.get(params.provider)
  if (!provider)
    throw new ApiError(
      'SOCIAL_PROVIDER_NOT_CONFIGURED',
      `The social provider ${params.provider} is not configured on this service (LATCH_SOCIAL_PROVIDERS).`,
    )
  const returnUri = toAllowedPageUrl(params.returnUri, params.allowedOrigins)
  if (!returnUri)
    throw new ApiError(
      'RETURN_URI_NOT_ALLOWED',
      "returnUri must be a page of one of the project's allowed origins, exactly (https, or http on loopback).",
    )
  const now = deps.now?.() ?? Date.now()
  const state = random()
  const codeVerifier = random()
  const nonce = random()
  await deps.db.delete(authSocialLogins).where(lt(authSocialLogins.expiresAt, new Date(now)))
  await deps.db.insert(authSocialLogins).values({
    stateHash: hashSecretToken(state),
    provider: params.provider,
    projectId: params.projectId,
    deviceId: params.deviceId,
    secretHash: hashSecretToken(params.secret),
    codeVerifier,
    nonce,
    returnUri: returnUri.href,
    expiresAt: new Date(now + SOCIAL_LOGIN_TTL_MS),
  })
  const uri = new URL(provider.authorizationUrl)
  uri.searchParams.set('response_type', 'code')
  uri.searchParams.set('client_id', provider.clientId)
  uri.searchParams.set('redirect_uri', socialCallbackUrl(deps))
  uri.searchParams.set('scope', provider.scopes.join(' '))
  uri.searchParams.set('state', state)
  uri.searchParams.set('code_challenge', createHash('sha256').update(codeVerifier).digest('base64url'))
  uri.searchParams.set('code_challenge_method', 'S256')
  if (provider.protocol === 'oidc') uri.searchParams.set('nonce', nonce)
  return { uri: uri.toString() }
}
