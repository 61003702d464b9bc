import type { DevnetIdentityUser } from './identityUsers'

export type DevnetIdentityProviderId = 'google' | 'apple' | 'facebook' | 'github' | 'discord' | 'x'

/**
 * `oidc`: the client reads the user from the ID token (and may verify it against the issuer's JWKS).
 * `oauth2`: plain OAuth 2 like the real GitHub, Discord and X: no ID token; the client reads the user
 * from the provider-shaped user endpoint with the access token.
 */
export type DevnetIdentityProviderKind = 'oidc' | 'oauth2'

export interface DevnetIdentityProviderDefinition {
  id: DevnetIdentityProviderId
  /** As the sign-in page names it: "Sign in to Google (Latch devnet)". */
  displayName: string
  kind: DevnetIdentityProviderKind
  /** The scopes a client asks for, as the real provider spells them. */
  scopes: readonly string[]
  /** The user endpoint's path under the provider's prefix (for `oidc`, oidc-provider's own userinfo). */
  userinfoPath: string
  /** This provider's id for a person: the OIDC `sub`, or the OAuth-2 user endpoint's id. */
  accountIdOf(user: DevnetIdentityUser): string
}

export const DEVNET_IDENTITY_PROVIDER_DEFINITIONS: readonly DevnetIdentityProviderDefinition[] = [
  {
    id: 'google',
    displayName: 'Google',
    kind: 'oidc',
    scopes: ['openid', 'email', 'profile'],
    userinfoPath: '/me',
    accountIdOf: (user) => user.oidcSubjects.google,
  },
  {
    id: 'apple',
    displayName: 'Apple',
    kind: 'oidc',
    scopes: ['openid', 'email', 'name'],
    userinfoPath: '/me',
    accountIdOf: (user) => user.oidcSubjects.apple,
  },
  {
    id: 'facebook',
    displayName: 'Facebook',
    // Facebook Login is OAuth 2 read through the Graph API's /me, as most sites use it
    kind: 'oauth2',
    scopes: ['email', 'public_profile'],
    userinfoPath: '/me',
    accountIdOf: (user) => user.oidcSubjects.facebook,
  },
  {
    id: 'github',
    displayName: 'GitHub',
    kind: 'oauth2',
    scopes: ['read:user', 'user:email'],
    userinfoPath: '/user',
    accountIdOf: (user) => String(user.github.id),
  },
  {
    id: 'discord',
    displayName: 'Discord',
    kind: 'oauth2',
    scopes: ['identify', 'email'],
    userinfoPath: '/users/@me',
    accountIdOf: (user) => user.discord.id,
  },
  {
    id: 'x',
    displayName: 'X',
    kind: 'oauth2',
    scopes: ['users.read', 'tweet.read'],
    userinfoPath: '/2/users/me',
    accountIdOf: (user) => user.x.id,
  },
]
