import {
  type StartIdentityProviderReturnType,
  socialProvidersConfig,
  startIdentityProvider,
} from '@latch/devnet'
import { afterAll, beforeAll } from 'vitest'
import { type ConfiguredSocialProvider, configureSocialProviders } from '../social/configureSocialProviders'
import { socialCallbackUrl } from '../social/socialCallbackUrl'
import type { SocialProviderId } from '../social/socialProviders'

export interface TestIdentityProvider {
  /** For the app's deps: filled with all six providers once the identity provider started. */
  readonly socialProviders: Map<SocialProviderId, ConfiguredSocialProvider>
  readonly idp: StartIdentityProviderReturnType
}

/**
 * Gives a test file the devnet's identity provider (all six social providers on loopback) with the
 * services registered as its client for `publicUrl`'s callback, started in beforeAll, stopped in afterAll.
 *
 * @example
 * const identity = useIdentityProvider(PUBLIC_URL)
 * const api = useTestApi({ deps: { publicUrl: PUBLIC_URL, socialProviders: identity.socialProviders } })
 */
export function useIdentityProvider(publicUrl: string): TestIdentityProvider {
  const socialProviders = new Map<SocialProviderId, ConfiguredSocialProvider>()
  let idp: StartIdentityProviderReturnType | undefined
  const client = { clientId: 'latch-services', clientSecret: 'devnet-client-secret' }
  beforeAll(async () => {
    idp = await startIdentityProvider({
      clients: [{ ...client, redirectUris: [socialCallbackUrl({ publicUrl })] }],
    })
    for (const [id, provider] of configureSocialProviders(socialProvidersConfig(idp.providers, client)))
      socialProviders.set(id, provider)
  })
  afterAll(async () => {
    await idp?.stop()
  })
  return {
    socialProviders,
    get idp() {
      if (!idp) throw new Error('useIdentityProvider: not started yet (use it inside tests).')
      return idp
    },
  }
}
