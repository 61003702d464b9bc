/** The social logins the services can be the OAuth client of (spec §5's six). */
export const SOCIAL_PROVIDER_IDS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type SocialProviderId = (typeof SOCIAL_PROVIDER_IDS)[number]

/**
 * How to reach one provider and read who signed in, as data: an operator can point any of it elsewhere
 * (LATCH_SOCIAL_PROVIDERS), and the local world points all six at the devnet's identity provider.
 */
export interface SocialProviderDefinition {
  id: SocialProviderId
  /** OpenID Connect providers send an ID token; the others are OAuth 2 only and are read from `profileUrl`. */
  protocol: 'oidc' | 'oauth2'
  authorizationUrl: string
  tokenUrl: string
  /** Where the person's profile is read with the access token (OIDC userinfo, or the provider's own API). */
  profileUrl?: string
  /** Read the profile from the ID token's claims instead (Apple has no userinfo endpoint). */
  profileFromIdToken?: boolean
  scopes: readonly string[]
  /**
   * Whether a verified email from this provider joins the email login's user of that address, unless the
   * operator says otherwise (`linkByEmail` in LATCH_SOCIAL_PROVIDERS): off where the provider's word on an
   * email is weak.
   */
  linkByEmail: boolean
  /** Dotted paths into the profile JSON. `emailVerified: true` where the provider only gives verified emails. */
  fields: {
    subject: string
    email?: string
    emailVerified?: string | true
    username?: string
  }
}

/**
 * The six providers' public endpoints (their documented OAuth 2 / OIDC endpoints); nothing is used until an
 * operator gives a provider its client id and secret.
 */
export const SOCIAL_PROVIDERS: Record<SocialProviderId, SocialProviderDefinition> = {
  google: {
    id: 'google',
    protocol: 'oidc',
    authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    profileUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scopes: ['openid', 'email', 'profile'],
    linkByEmail: true,
    fields: { subject: 'sub', email: 'email', emailVerified: 'email_verified', username: 'name' },
  },
  apple: {
    id: 'apple',
    protocol: 'oidc',
    authorizationUrl: 'https://appleid.apple.com/auth/authorize',
    tokenUrl: 'https://appleid.apple.com/auth/token',
    profileFromIdToken: true,
    scopes: ['openid', 'email', 'name'],
    linkByEmail: true,
    fields: { subject: 'sub', email: 'email', emailVerified: 'email_verified' },
  },
  facebook: {
    id: 'facebook',
    protocol: 'oauth2',
    authorizationUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    profileUrl: 'https://graph.facebook.com/me?fields=id,name,email',
    scopes: ['email', 'public_profile'],
    // Facebook answers an email without saying whether it was confirmed (an account made with a phone
    // number can carry an address nobody checked): it joins no one unless the operator opts in.
    linkByEmail: false,
    fields: { subject: 'id', email: 'email', emailVerified: true, username: 'name' },
  },
  github: {
    id: 'github',
    protocol: 'oauth2',
    authorizationUrl: 'https://github.com/login/oauth/authorize',
    tokenUrl: 'https://github.com/login/oauth/access_token',
    profileUrl: 'https://api.github.com/user',
    scopes: ['read:user', 'user:email'],
    // the profile's email is the public one, with no word on verification: it binds nothing
    linkByEmail: false,
    fields: { subject: 'id', email: 'email', username: 'login' },
  },
  discord: {
    id: 'discord',
    protocol: 'oauth2',
    authorizationUrl: 'https://discord.com/oauth2/authorize',
    tokenUrl: 'https://discord.com/api/oauth2/token',
    profileUrl: 'https://discord.com/api/users/@me',
    scopes: ['identify', 'email'],
    linkByEmail: true,
    fields: { subject: 'id', email: 'email', emailVerified: 'verified', username: 'username' },
  },
  x: {
    id: 'x',
    protocol: 'oauth2',
    authorizationUrl: 'https://twitter.com/i/oauth2/authorize',
    tokenUrl: 'https://api.twitter.com/2/oauth2/token',
    profileUrl: 'https://api.twitter.com/2/users/me',
    scopes: ['users.read', 'tweet.read'],
    // X gives no email
    linkByEmail: false,
    fields: { subject: 'data.id', username: 'data.username' },
  },
}
