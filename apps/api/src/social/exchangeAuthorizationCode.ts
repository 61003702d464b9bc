import { z } from 'zod'
import type { ConfiguredSocialProvider } from './configureSocialProviders'
import { SOCIAL_PROVIDER_TIMEOUT_MS, SocialProviderError } from './socialProviderError'

const TokenAnswerSchema = z.object({ access_token: z.string().min(1), id_token: z.string().optional() })

/**
 * Trades the authorization code for the provider's tokens (RFC 6749 §4.1.3 with PKCE, RFC 7636), the
 * client authenticating with its secret in the body: the secret never leaves the services.
 *
 * @example
 * const { access_token, id_token } = await exchangeAuthorizationCode(provider, { code, codeVerifier, redirectUri })
 */
export async function exchangeAuthorizationCode(
  provider: ConfiguredSocialProvider,
  params: { code: string; codeVerifier: string; redirectUri: string },
): Promise<z.infer<typeof TokenAnswerSchema>> {
  const response = await fetch(provider.tokenUrl, {
    method: 'POST',
    // GitHub answers form-encoded unless asked for JSON
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: params.code,
      redirect_uri: params.redirectUri,
      client_id: provider.clientId,
      client_secret: provider.clientSecret,
      code_verifier: params.codeVerifier,
    }),
    signal: AbortSignal.timeout(SOCIAL_PROVIDER_TIMEOUT_MS),
  }).catch((cause: unknown) => {
    throw new SocialProviderError(`${provider.id}: the token endpoint did not answer`, { cause })
  })
  const json: unknown = await response.json().catch(() => undefined)
  const tokens = TokenAnswerSchema.safeParse(json)
  if (!response.ok || !tokens.success)
    throw new SocialProviderError(
      `${provider.id}: the token endpoint refused the code (HTTP ${response.status})`,
    )
  return tokens.data
}
