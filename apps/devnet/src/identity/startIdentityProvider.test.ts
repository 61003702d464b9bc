import { createHash, createPublicKey, type JsonWebKey, randomBytes, verify } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { driveIdentitySignIn, type IdentitySignIn } from './driveIdentitySignIn'
import { DEVNET_IDENTITY_USERS } from './identityUsers'
import {
  type DevnetIdentityProvider,
  type StartIdentityProviderReturnType,
  startIdentityProvider,
} from './startIdentityProvider'

const client = {
  clientId: 'latch-services',
  clientSecret: 'devnet-client-secret',
  // Never fetched: the test reads the code off the redirect's Location.
  redirectUris: ['http://127.0.0.1:9/auth/callback'],
}

let idp: StartIdentityProviderReturnType

beforeAll(async () => {
  idp = await startIdentityProvider({ clients: [client] })
})

afterAll(async () => {
  await idp?.stop()
})

function locationOf(response: Response, base: string): URL {
  expect([302, 303]).toContain(response.status)
  return new URL(response.headers.get('location')!, base)
}

function base64url(bytes: Buffer): string {
  return bytes.toString('base64url')
}

interface Authorization extends IdentitySignIn {
  state: string
  codeVerifier: string
}

/** Starts a flow as a client would: PKCE S256 + state, then follows to the sign-in page. */
async function authorize(provider: DevnetIdentityProvider): Promise<Authorization> {
  const codeVerifier = base64url(randomBytes(32))
  const state = base64url(randomBytes(16))
  const url = new URL(provider.authorizationUrl)
  url.search = new URLSearchParams({
    client_id: client.clientId,
    redirect_uri: client.redirectUris[0]!,
    response_type: 'code',
    scope: provider.scopes.join(' '),
    state,
    code_challenge: base64url(createHash('sha256').update(codeVerifier).digest()),
    code_challenge_method: 'S256',
  }).toString()
  return { ...(await driveIdentitySignIn(url.href)), state, codeVerifier }
}

/** Posts the sign-in form as its button would, and follows back to the client's redirect URI. */
async function choose(authorization: Authorization, field: Record<string, string>): Promise<URL> {
  const location = await authorization.choose(field)
  expect(`${location.origin}${location.pathname}`).toBe(client.redirectUris[0])
  return location
}

async function exchangeCode(provider: DevnetIdentityProvider, code: string, codeVerifier: string) {
  const response = await fetch(provider.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: client.redirectUris[0]!,
      code_verifier: codeVerifier,
      client_id: client.clientId,
      client_secret: client.clientSecret,
    }).toString(),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function signInAs(provider: DevnetIdentityProvider, userKey: string) {
  const authorization = await authorize(provider)
  const callback = await choose(authorization, { user: userKey })
  expect(callback.searchParams.get('state')).toBe(authorization.state)
  const code = callback.searchParams.get('code')!
  expect(code).toBeTruthy()
  return { code, codeVerifier: authorization.codeVerifier }
}

/** Checks an RS256 ID token's signature against the issuer's JWKS and returns its claims. */
async function verifyIdToken(
  provider: DevnetIdentityProvider,
  idToken: string,
): Promise<Record<string, unknown>> {
  const [header = '', payload = '', signature = ''] = idToken.split('.')
  const { alg, kid } = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string; kid: string }
  expect(alg).toBe('RS256')
  const { keys } = (await (await fetch(provider.jwksUrl!)).json()) as {
    keys: (JsonWebKey & { kid: string })[]
  }
  const jwk = keys.find((key) => key.kid === kid)!
  const valid = verify(
    'RSA-SHA256',
    Buffer.from(`${header}.${payload}`),
    createPublicKey({ key: jwk, format: 'jwk' }),
    Buffer.from(signature, 'base64url'),
  )
  expect(valid).toBe(true)
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>
}

describe('startIdentityProvider', () => {
  it('describes six providers under one loopback server', () => {
    expect(idp.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(Object.keys(idp.providers).sort()).toEqual([
      'apple',
      'discord',
      'facebook',
      'github',
      'google',
      'x',
    ])
    expect(idp.providers.google).toMatchObject({
      issuer: `${idp.url}/google`,
      authorizationUrl: `${idp.url}/google/auth`,
      tokenUrl: `${idp.url}/google/token`,
      scopes: ['openid', 'email', 'profile'],
      tokenEndpointAuthMethod: 'client_secret_post',
    })
    expect(idp.providers.github.issuer).toBeUndefined()
    expect(idp.providers.github.userinfoUrl).toBe(`${idp.url}/github/user`)
    expect(idp.providers.discord.userinfoUrl).toBe(`${idp.url}/discord/users/@me`)
    expect(idp.providers.x.userinfoUrl).toBe(`${idp.url}/x/2/users/me`)
  })

  it("serves each OIDC issuer's discovery document under its prefix", async () => {
    const discovery = (await (
      await fetch(`${idp.providers.apple.issuer}/.well-known/openid-configuration`)
    ).json()) as Record<string, unknown>
    expect(discovery).toMatchObject({
      issuer: `${idp.url}/apple`,
      authorization_endpoint: idp.providers.apple.authorizationUrl,
      token_endpoint: idp.providers.apple.tokenUrl,
      jwks_uri: idp.providers.apple.jwksUrl,
      code_challenge_methods_supported: ['S256'],
    })
  })

  it('signs in to Google with PKCE and state: the ID token names the person', async () => {
    const google = idp.providers.google
    const authorization = await authorize(google)
    expect(authorization.page).toContain('<h1>Sign in to Google (Latch devnet)</h1>')
    for (const user of DEVNET_IDENTITY_USERS) {
      expect(authorization.page).toContain(
        `data-testid="idp-user-${user.key}">Continue as ${user.name}</button>`,
      )
    }
    expect(authorization.page).toContain('data-testid="idp-cancel"')
    expect(authorization.page).not.toContain('<script')

    const callback = await choose(authorization, { user: 'ada' })
    expect(callback.searchParams.get('state')).toBe(authorization.state)
    expect(callback.searchParams.get('iss')).toBe(google.issuer)
    const tokens = await exchangeCode(google, callback.searchParams.get('code')!, authorization.codeVerifier)
    expect(tokens.status).toBe(200)
    const claims = await verifyIdToken(google, String(tokens.body.id_token))
    expect(claims).toMatchObject({
      iss: google.issuer,
      aud: client.clientId,
      sub: '100000000000000000001',
      email: 'ada@example.com',
      email_verified: true,
      name: 'Ada Lovelace',
    })
    // A code is good once.
    const replay = await exchangeCode(google, callback.searchParams.get('code')!, authorization.codeVerifier)
    expect(replay.body.error).toBe('invalid_grant')
  })

  it("tells a client when the person's email is not verified", async () => {
    const { code, codeVerifier } = await signInAs(idp.providers.google, 'edsger')
    const tokens = await exchangeCode(idp.providers.google, code, codeVerifier)
    const claims = await verifyIdToken(idp.providers.google, String(tokens.body.id_token))
    expect(claims).toMatchObject({
      email: 'edsger@example.com',
      email_verified: false,
      name: 'Edsger Dijkstra',
    })
  })

  it('signs in to GitHub as plain OAuth 2: no ID token, the user from GET /github/user', async () => {
    const github = idp.providers.github
    const authorization = await authorize(github)
    expect(authorization.page).toContain('Sign in to GitHub (Latch devnet)')
    const callback = await choose(authorization, { user: 'grace' })
    expect(callback.searchParams.get('state')).toBe(authorization.state)
    const tokens = await exchangeCode(github, callback.searchParams.get('code')!, authorization.codeVerifier)
    expect(tokens.status).toBe(200)
    expect(tokens.body.id_token).toBeUndefined()
    expect(tokens.body.token_type).toBe('Bearer')
    const user = await fetch(github.userinfoUrl, {
      headers: { authorization: `Bearer ${tokens.body.access_token}` },
    })
    expect(user.status).toBe(200)
    expect(await user.json()).toEqual({
      id: 1906,
      login: 'grace-hopper',
      name: 'Grace Hopper',
      email: 'grace@example.com',
    })
  })

  it("answers Facebook's Graph /me with the email only when the person confirmed it", async () => {
    const facebook = idp.providers.facebook
    expect(facebook.issuer).toBeUndefined()
    const me = async (user: string) => {
      const signIn = await signInAs(facebook, user)
      const tokens = await exchangeCode(facebook, signIn.code, signIn.codeVerifier)
      expect(tokens.body.id_token).toBeUndefined()
      const answer = await fetch(facebook.userinfoUrl, {
        headers: { authorization: `Bearer ${tokens.body.access_token}` },
      })
      return answer.json()
    }
    expect(await me('ada')).toEqual({
      id: '10000000000000001',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
    })
    expect(await me('edsger')).toEqual({ id: '10000000000000003', name: 'Edsger Dijkstra' })
  })

  it("answers Discord's and X's user endpoints in their own shapes", async () => {
    const discord = idp.providers.discord
    const discordSignIn = await signInAs(discord, 'grace')
    const discordTokens = await exchangeCode(discord, discordSignIn.code, discordSignIn.codeVerifier)
    const discordUser = await fetch(discord.userinfoUrl, {
      headers: { authorization: `Bearer ${discordTokens.body.access_token}` },
    })
    expect(await discordUser.json()).toEqual({
      id: '190600000000000002',
      username: 'grace0',
      discriminator: '0',
      global_name: 'Grace Hopper',
      email: 'grace@example.com',
      verified: true,
    })

    const x = idp.providers.x
    const xSignIn = await signInAs(x, 'ada')
    const xTokens = await exchangeCode(x, xSignIn.code, xSignIn.codeVerifier)
    const xUser = await fetch(x.userinfoUrl, {
      headers: { authorization: `Bearer ${xTokens.body.access_token}` },
    })
    expect(await xUser.json()).toEqual({
      data: { id: '1815000001', name: 'Ada Lovelace', username: 'ada_lovelace' },
    })
  })

  it('ends the flow with error=access_denied when the person cancels', async () => {
    const authorization = await authorize(idp.providers.google)
    const callback = await choose(authorization, { cancel: '1' })
    expect(callback.searchParams.get('error')).toBe('access_denied')
    expect(callback.searchParams.get('state')).toBe(authorization.state)
    expect(callback.searchParams.has('code')).toBe(false)
  })

  it('refuses a code with the wrong code_verifier', async () => {
    const { code } = await signInAs(idp.providers.github, 'ada')
    const tokens = await exchangeCode(idp.providers.github, code, base64url(randomBytes(32)))
    expect(tokens.status).toBe(400)
    expect(tokens.body.error).toBe('invalid_grant')
  })

  it('refuses an authorization request without PKCE', async () => {
    const url = new URL(idp.providers.google.authorizationUrl)
    url.search = new URLSearchParams({
      client_id: client.clientId,
      redirect_uri: client.redirectUris[0]!,
      response_type: 'code',
      scope: 'openid email',
      state: 'no-pkce',
    }).toString()
    const callback = locationOf(await fetch(url, { redirect: 'manual' }), url.href)
    expect(callback.searchParams.get('error')).toBe('invalid_request')
  })

  it('answers 401 on the OAuth-2 user endpoints without a valid access token', async () => {
    expect((await fetch(idp.providers.github.userinfoUrl)).status).toBe(401)
    const forged = await fetch(idp.providers.discord.userinfoUrl, {
      headers: { authorization: 'Bearer not-a-token' },
    })
    expect(forged.status).toBe(401)
    // A GitHub token is no good at Discord: each provider only knows its own tokens.
    const { code, codeVerifier } = await signInAs(idp.providers.github, 'ada')
    const tokens = await exchangeCode(idp.providers.github, code, codeVerifier)
    const crossed = await fetch(idp.providers.discord.userinfoUrl, {
      headers: { authorization: `Bearer ${tokens.body.access_token}` },
    })
    expect(crossed.status).toBe(401)
  })

  it('frees its port when stopped', async () => {
    const other = await startIdentityProvider({ clients: [client] })
    const port = Number(new URL(other.url).port)
    await other.stop()
    const again = await startIdentityProvider({ port, clients: [client] })
    expect(again.url).toBe(other.url)
    await again.stop()
  })
})
