import { describe, expect, it } from 'vitest'
import { configureSocialProviders, SocialProvidersConfigSchema } from './configureSocialProviders'
import { readSocialProfile } from './readSocialProfile'
import { SOCIAL_PROVIDER_IDS, SOCIAL_PROVIDERS } from './socialProviders'

describe('social provider definitions', () => {
  it("are the spec's six: google, apple as OpenID Connect; github, discord, x, facebook as OAuth 2 read from their own API", () => {
    expect(Object.keys(SOCIAL_PROVIDERS).sort()).toEqual([...SOCIAL_PROVIDER_IDS].sort())
    const protocols = Object.fromEntries(Object.values(SOCIAL_PROVIDERS).map((p) => [p.id, p.protocol]))
    expect(protocols).toEqual({
      google: 'oidc',
      apple: 'oidc',
      facebook: 'oauth2',
      github: 'oauth2',
      discord: 'oauth2',
      x: 'oauth2',
    })
    for (const provider of Object.values(SOCIAL_PROVIDERS)) {
      expect(provider.profileUrl !== undefined || provider.profileFromIdToken === true).toBe(true)
      if (provider.protocol === 'oidc') expect(provider.scopes).toContain('openid')
    }
  })
})

describe('reading who signed in', () => {
  it('google: subject, email with its verification, name', () => {
    const profile = readSocialProfile(SOCIAL_PROVIDERS.google, {
      sub: '1001',
      email: 'Ada@Example.com',
      email_verified: true,
      name: 'Ada Lovelace',
    })
    expect(profile).toEqual({
      subject: '1001',
      email: 'ada@example.com',
      emailVerified: true,
      username: 'Ada Lovelace',
    })
  })

  it('apple sends email_verified as the string "true"', () => {
    expect(
      readSocialProfile(SOCIAL_PROVIDERS.apple, {
        sub: 'a.1',
        email: 'ada@example.com',
        email_verified: 'true',
      }),
    ).toEqual({ subject: 'a.1', email: 'ada@example.com', emailVerified: true })
  })

  it('github: a numeric id; its public email binds nothing (no word on verification)', () => {
    expect(
      readSocialProfile(SOCIAL_PROVIDERS.github, { id: 583231, login: 'octocat', email: 'octo@example.com' }),
    ).toEqual({ subject: '583231', email: 'octo@example.com', emailVerified: false, username: 'octocat' })
  })

  it('discord: `verified` says whether the email is; the user name as sent (the 0 rule is for display)', () => {
    expect(
      readSocialProfile(SOCIAL_PROVIDERS.discord, {
        id: '80351110224678912',
        username: 'grace0',
        email: 'grace@example.com',
        verified: false,
      }),
    ).toEqual({
      subject: '80351110224678912',
      email: 'grace@example.com',
      emailVerified: false,
      username: 'grace0',
    })
  })

  it('x: nested under data, and no email', () => {
    expect(
      readSocialProfile(SOCIAL_PROVIDERS.x, { data: { id: '2244994945', name: 'X', username: 'xdev' } }),
    ).toEqual({ subject: '2244994945', emailVerified: false, username: 'xdev' })
  })

  it('facebook gives only confirmed emails', () => {
    expect(
      readSocialProfile(SOCIAL_PROVIDERS.facebook, { id: '10', name: 'Ada', email: 'ada@example.com' }),
    ).toEqual({
      subject: '10',
      email: 'ada@example.com',
      emailVerified: true,
      username: 'Ada',
    })
  })

  it('a profile without a subject identifies no one; inherited properties are not read', () => {
    expect(readSocialProfile(SOCIAL_PROVIDERS.google, { email: 'ada@example.com' })).toBeUndefined()
    expect(readSocialProfile(SOCIAL_PROVIDERS.google, { sub: '' })).toBeUndefined()
    expect(readSocialProfile(SOCIAL_PROVIDERS.x, { data: 'not an object' })).toBeUndefined()
    expect(
      readSocialProfile({ ...SOCIAL_PROVIDERS.google, fields: { subject: 'constructor' } }, {}),
    ).toBeUndefined()
  })
})

describe('configuring providers', () => {
  it('turns on only the providers given client credentials, with the endpoints an operator overrides', () => {
    const config = SocialProvidersConfigSchema.parse([
      { id: 'google', clientId: 'g-id', clientSecret: 'g-secret' },
      {
        id: 'github',
        clientId: 'gh-id',
        clientSecret: 'gh-secret',
        authorizationUrl: 'http://127.0.0.1:8551/github/auth',
        tokenUrl: 'http://127.0.0.1:8551/github/token',
        profileUrl: 'http://127.0.0.1:8551/github/user',
      },
    ])
    const providers = configureSocialProviders(config)
    expect([...providers.keys()]).toEqual(['google', 'github'])
    expect(providers.get('google')).toMatchObject({
      tokenUrl: 'https://oauth2.googleapis.com/token',
      clientId: 'g-id',
      clientSecret: 'g-secret',
    })
    expect(providers.get('github')).toMatchObject({
      authorizationUrl: 'http://127.0.0.1:8551/github/auth',
      profileUrl: 'http://127.0.0.1:8551/github/user',
      fields: { subject: 'id', username: 'login' },
    })
  })

  it("links by a verified email by default for Google, Apple and Discord, never by Facebook's unless the operator opts in (linkByEmail)", () => {
    const providers = configureSocialProviders(
      SocialProvidersConfigSchema.parse(
        ['google', 'apple', 'discord', 'facebook', 'github', 'x'].map((id) => ({
          id,
          clientId: 'a',
          clientSecret: 'b',
        })),
      ),
    )
    expect(Object.fromEntries([...providers].map(([id, provider]) => [id, provider.linkByEmail]))).toEqual({
      google: true,
      apple: true,
      discord: true,
      facebook: false,
      github: false,
      x: false,
    })
    const optedIn = configureSocialProviders(
      SocialProvidersConfigSchema.parse([
        { id: 'facebook', clientId: 'a', clientSecret: 'b', linkByEmail: true },
        { id: 'google', clientId: 'a', clientSecret: 'b', linkByEmail: false },
      ]),
    )
    expect(optedIn.get('facebook')!.linkByEmail).toBe(true)
    expect(optedIn.get('google')!.linkByEmail).toBe(false)
    expect(
      SocialProvidersConfigSchema.safeParse([
        { id: 'facebook', clientId: 'a', clientSecret: 'b', linkByEmail: 'yes' },
      ]).success,
    ).toBe(false)
  })

  it('refuses an unknown provider, a missing secret, a non-http endpoint, an unknown key and a provider twice', () => {
    const bad = [
      [{ id: 'myspace', clientId: 'a', clientSecret: 'b' }],
      [{ id: 'google', clientId: 'a' }],
      [{ id: 'google', clientId: 'a', clientSecret: 'b', tokenUrl: 'javascript:alert(1)' }],
      [{ id: 'google', clientId: 'a', clientSecret: 'b', issuer: 'https://evil.example' }],
      [
        { id: 'x', clientId: 'a', clientSecret: 'b' },
        { id: 'x', clientId: 'c', clientSecret: 'd' },
      ],
    ]
    for (const config of bad) expect(SocialProvidersConfigSchema.safeParse(config).success).toBe(false)
  })
})
