import type { DevnetIdentityClient } from './identityClient'
import type { DevnetIdentityProviderId } from './identityProviderDefinitions'
import type { DevnetIdentityProvider } from './startIdentityProvider'

/** One entry of the provider services' LATCH_SOCIAL_PROVIDERS. */
export interface SocialProviderSetting {
  id: DevnetIdentityProviderId
  clientId: string
  clientSecret: string
  authorizationUrl: string
  tokenUrl: string
  profileUrl: string
}

/** The profile URL as the real provider's is written (Facebook's Graph asks for its fields). */
const PROFILE_QUERY: Partial<Record<DevnetIdentityProviderId, string>> = { facebook: '?fields=id,name,email' }

/**
 * The provider services' LATCH_SOCIAL_PROVIDERS pointing all six providers at the devnet's identity
 * provider, for one registered client: what the demo and the tests give the services.
 *
 * @example
 * const env = { LATCH_SOCIAL_PROVIDERS: JSON.stringify(socialProvidersConfig(idp.providers, client)) }
 */
export function socialProvidersConfig(
  providers: Record<DevnetIdentityProviderId, DevnetIdentityProvider>,
  client: Pick<DevnetIdentityClient, 'clientId' | 'clientSecret'>,
): SocialProviderSetting[] {
  return Object.values(providers).map((provider) => ({
    id: provider.id,
    clientId: client.clientId,
    clientSecret: client.clientSecret,
    authorizationUrl: provider.authorizationUrl,
    tokenUrl: provider.tokenUrl,
    profileUrl: `${provider.userinfoUrl}${PROFILE_QUERY[provider.id] ?? ''}`,
  }))
}
