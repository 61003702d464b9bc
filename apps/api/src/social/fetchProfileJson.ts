import { z } from 'zod'
import type { ConfiguredSocialProvider } from './configureSocialProviders'
import { SOCIAL_PROVIDER_TIMEOUT_MS, SocialProviderError } from './socialProviderError'

/**
 * Reads the person's profile: the ID token's claims where the provider has no profile endpoint (Apple),
 * else the profile URL with the access token. The ID token came straight from the token endpoint over
 * TLS, which OpenID Connect Core §3.1.3.7 accepts in place of checking its signature; its audience and
 * nonce are still checked, so a token minted for another client or login is refused.
 *
 * @example
 * const json = await fetchProfileJson(provider, tokens, { nonce })
 */
export async function fetchProfileJson(
  provider: ConfiguredSocialProvider,
  tokens: { access_token: string; id_token?: string },
  expected: { nonce: string },
): Promise<unknown> {
  const claims = tokens.id_token === undefined ? undefined : readIdTokenClaims(tokens.id_token)
  if (claims) {
    const audience = [claims.aud].flat()
    if (!audience.includes(provider.clientId))
      throw new SocialProviderError(`${provider.id}: the ID token is for another client`)
    if (claims.nonce !== expected.nonce)
      throw new SocialProviderError(`${provider.id}: the ID token is for another login`)
  }
  if (provider.profileFromIdToken) {
    if (!claims) throw new SocialProviderError(`${provider.id}: no ID token`)
    return claims
  }
  if (!provider.profileUrl) throw new SocialProviderError(`${provider.id}: no profile URL`)
  const response = await fetch(provider.profileUrl, {
    headers: { authorization: `Bearer ${tokens.access_token}`, accept: 'application/json' },
    signal: AbortSignal.timeout(SOCIAL_PROVIDER_TIMEOUT_MS),
  }).catch((cause: unknown) => {
    throw new SocialProviderError(`${provider.id}: the profile endpoint did not answer`, { cause })
  })
  if (!response.ok)
    throw new SocialProviderError(`${provider.id}: the profile endpoint refused (HTTP ${response.status})`)
  return response.json().catch(() => {
    throw new SocialProviderError(`${provider.id}: the profile is not JSON`)
  })
}

const ClaimsSchema = z.looseObject({
  aud: z.union([z.string(), z.array(z.string())]),
  nonce: z.string().optional(),
})

function readIdTokenClaims(idToken: string): z.infer<typeof ClaimsSchema> {
  const [, payload] = idToken.split('.')
  let json: unknown
  try {
    json = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'))
  } catch {
    throw new SocialProviderError('The ID token is not a JWT')
  }
  const claims = ClaimsSchema.safeParse(json)
  if (!claims.success) throw new SocialProviderError('The ID token has no audience')
  return claims.data
}
