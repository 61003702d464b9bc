import { z } from 'zod'
import {
  SOCIAL_PROVIDER_IDS,
  SOCIAL_PROVIDERS,
  type SocialProviderDefinition,
  type SocialProviderId,
} from './socialProviders'

const httpUrl = z.url({ protocol: /^https?$/ })

/**
 * One provider as an operator configures it: its client credentials, endpoints to use instead of the
 * vendor's, and `linkByEmail`: whether a verified email from it opens the wallet of the email login with
 * that address (default on for Google, Apple and Discord, off for Facebook; GitHub and X vouch for none).
 */
export const SocialProviderConfigSchema = z
  .object({
    id: z.enum(SOCIAL_PROVIDER_IDS),
    clientId: z.string().min(1).max(512),
    clientSecret: z.string().min(1).max(2048),
    authorizationUrl: httpUrl.optional(),
    tokenUrl: httpUrl.optional(),
    profileUrl: httpUrl.optional(),
    linkByEmail: z.boolean().optional(),
  })
  .strict()

export const SocialProvidersConfigSchema = z
  .array(SocialProviderConfigSchema)
  .refine((list) => new Set(list.map((p) => p.id)).size === list.length, 'each provider at most once')

export type SocialProviderConfig = z.infer<typeof SocialProviderConfigSchema>

/** A provider the services can log people in with: its definition, its endpoints as configured, its client. */
export interface ConfiguredSocialProvider extends SocialProviderDefinition {
  clientId: string
  clientSecret: string
}

/**
 * The providers an operator turned on (only those with a client id and secret), each with its endpoints
 * and email linking overridden where configured: the local world points all six at the devnet's identity
 * provider.
 *
 * @example
 * configureSocialProviders([{ id: 'google', clientId, clientSecret }]) // google, on its public endpoints
 * configureSocialProviders([{ id: 'facebook', clientId, clientSecret, linkByEmail: true }]) // the operator opts in
 */
export function configureSocialProviders(
  config: readonly SocialProviderConfig[],
): Map<SocialProviderId, ConfiguredSocialProvider> {
  return new Map(
    config.map(({ id, clientId, clientSecret, linkByEmail, ...endpoints }) => [
      id,
      {
        ...SOCIAL_PROVIDERS[id],
        ...endpoints,
        clientId,
        clientSecret,
        linkByEmail: linkByEmail ?? SOCIAL_PROVIDERS[id].linkByEmail,
      },
    ]),
  )
}
