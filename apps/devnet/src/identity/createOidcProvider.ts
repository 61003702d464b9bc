import { generateKeyPairSync, randomBytes } from 'node:crypto'
import Provider, { type Configuration } from 'oidc-provider'
import { createMemoryAdapter } from './createMemoryAdapter'
import { DEVNET_IDENTITY_TOKEN_ENDPOINT_AUTH_METHOD, type DevnetIdentityClient } from './identityClient'
import type { DevnetIdentityProviderDefinition } from './identityProviderDefinitions'
import type { DevnetIdentityUser } from './identityUsers'

export interface CreateOidcProviderParameters {
  definition: DevnetIdentityProviderDefinition
  /** e.g. `http://127.0.0.1:8551/google`: the provider lives under that prefix. */
  issuer: string
  clients: readonly DevnetIdentityClient[]
  users: readonly DevnetIdentityUser[]
}

/**
 * One oidc-provider instance for one devnet provider. Used for every provider, the OAuth-2-only ones
 * too (their authorize, token and interaction handling is the same; only how the user is read differs),
 * all state in oidc-provider's in-memory adapter.
 */
export function createOidcProvider(params: CreateOidcProviderParameters): Provider {
  const { definition, issuer } = params
  const isOidc = definition.kind === 'oidc'
  // The scope that carries the display name: Google's "profile", Apple's "name", Facebook's "public_profile".
  const nameScope = definition.scopes.find((scope) => scope !== 'openid' && scope !== 'email')
  const configuration: Configuration = {
    clients: params.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: DEVNET_IDENTITY_TOKEN_ENDPOINT_AUTH_METHOD,
    })),
    // A fresh signing key and cookie key per start: nothing here outlives the process.
    jwks: {
      keys: [generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' })],
    },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    scopes: [...definition.scopes],
    claims: isOidc
      ? {
          openid: ['sub'],
          email: ['email', 'email_verified'],
          ...(nameScope ? { [nameScope]: ['name'] } : {}),
        }
      : { openid: ['sub'] },
    // The ID token carries the email and name itself, as Google's, Apple's and Facebook's do; without
    // this oidc-provider keeps scope claims for the userinfo endpoint only.
    conformIdTokenClaims: false,
    adapter: createMemoryAdapter(),
    // Explicit lifetimes (seconds), short enough for a devnet and quiet about oidc-provider's defaults.
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      Grant: 86_400,
      IdToken: 3600,
      Interaction: 600,
      Session: 86_400,
    },
    pkce: { required: () => true },
    features: {
      // Our own sign-in page (interactionRoutes.ts) replaces oidc-provider's development one.
      devInteractions: { enabled: false },
      // OAuth-2-only providers have no OIDC userinfo: the client must use the provider-shaped endpoint.
      userinfo: { enabled: isOidc },
    },
    interactions: {
      // oidc-provider builds this path without its mount prefix; the server routes it to the sign-in page.
      url: (_ctx, interaction) => `${new URL(issuer).pathname}/interaction/${interaction.uid}`,
    },
    findAccount: (_ctx, accountId) => {
      const user = params.users.find((candidate) => definition.accountIdOf(candidate) === accountId)
      if (!user) return undefined
      return {
        accountId,
        claims: () => ({
          sub: accountId,
          email: user.email,
          email_verified: user.emailVerified,
          name: user.name,
        }),
      }
    },
  }
  return new Provider(issuer, configuration)
}
