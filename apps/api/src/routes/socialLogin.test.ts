import { driveIdentitySignIn } from '@latch/devnet'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { authSocialLogins, authUsers } from '../db/schema'
import type { ApiApp } from '../http/types'
import { expectApiError, TEST_ORIGIN, useTestApi } from '../testing'
import { frameRequest, randomLoginSecret } from '../testing/frameRequest'
import { signInByEmail, TEST_FRAME_ORIGIN } from '../testing/signInByEmail'
import { useIdentityProvider } from '../testing/useIdentityProvider'
import { useMailSink } from '../testing/useMailSink'

const PUBLIC_URL = 'https://api.latch.test'
const RETURN_URI = `${TEST_ORIGIN}/shop?tab=wallet`
const identity = useIdentityProvider(PUBLIC_URL)
const mail = useMailSink()
const api = useTestApi({
  deps: {
    frameOrigins: [TEST_FRAME_ORIGIN],
    mailer: mail.mailer,
    publicUrl: PUBLIC_URL,
    socialProviders: identity.socialProviders,
  },
})

/** A request from the embedded wallet's frame. */
const frame = (path: string, init?: Parameters<typeof frameRequest>[2]) => frameRequest(api, path, init)

let devices = 0
const secret = randomLoginSecret

/** The frame starts a login: answers the provider's URL and what the frame keeps. */
async function start(provider: string, deviceId = `device-social-${++devices}`) {
  const kept = { secret: secret(), deviceId }
  const response = await frame('/v1/auth/social/start', {
    json: { provider, deviceId, returnUri: RETURN_URI, secret: kept.secret },
  })
  expect(response.status).toBe(200)
  const { uri } = (await response.json()) as { uri: string }
  return { ...kept, uri: new URL(uri) }
}

/** The person's browser at the provider, then back through the services' callback to the host page. */
async function signInAtProvider(uri: URL, choice: Record<string, string>, app?: ApiApp): Promise<Response> {
  const callback = await (await driveIdentitySignIn(uri.href)).choose(choice)
  expect(`${callback.origin}${callback.pathname}`).toBe(`${PUBLIC_URL}/v1/auth/social/callback`)
  return api.request(`${callback.pathname}${callback.search}`, { projectId: null, ...(app ? { app } : {}) })
}

/** What the callback's redirect brings the host page: the state in the query, the completion secret in the fragment. */
function returnedTo(back: Response): { state: string; completion: string } {
  const location = new URL(back.headers.get('location')!)
  return {
    state: location.searchParams.get('latch_social')!,
    completion: new URLSearchParams(location.hash.slice(1)).get('latch_social_code')!,
  }
}

/** The whole login as the frame and the popup make it: answers the finish response. */
async function socialLogin(
  provider: string,
  user: string,
  options: { deviceId?: string; app?: ApiApp } = {},
) {
  const started = await start(provider, options.deviceId)
  const back = await signInAtProvider(started.uri, { user }, options.app)
  return frame('/v1/auth/social/finish', {
    ...(options.app ? { app: options.app } : {}),
    json: { ...returnedTo(back), secret: started.secret, deviceId: started.deviceId },
  })
}

type Session = { token: string; user: { id: string; email: string | null; social?: unknown } }

describe('social login: the services as the OAuth client', () => {
  it('google: PKCE, state and nonce to the provider; back to the host page; the frame opens a session naming the provider', async () => {
    const started = await start('google')
    expect(started.uri.origin + started.uri.pathname).toBe(identity.idp.providers.google.authorizationUrl)
    const query = Object.fromEntries(started.uri.searchParams)
    expect(query).toMatchObject({
      response_type: 'code',
      client_id: 'latch-services',
      redirect_uri: `${PUBLIC_URL}/v1/auth/social/callback`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    })
    expect(query.state).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(query.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(query.nonce).toMatch(/^[A-Za-z0-9_-]{43}$/)

    const back = await signInAtProvider(started.uri, { user: 'ada' })
    expect(back.status).toBe(302)
    expect(back.headers.get('referrer-policy')).toBe('no-referrer')
    const returned = new URL(back.headers.get('location')!)
    expect(`${returned.origin}${returned.pathname}`).toBe(`${TEST_ORIGIN}/shop`)
    expect(returned.searchParams.get('tab')).toBe('wallet')
    expect(returned.searchParams.get('latch_social')).toBe(query.state)
    // the completion secret rides in the fragment, which no server on the way receives
    const { completion } = returnedTo(back)
    expect(returned.hash).toBe(`#latch_social_code=${completion}`)
    expect(completion).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(returned.search).not.toContain(completion)

    const finished = await frame('/v1/auth/social/finish', {
      json: { state: query.state, secret: started.secret, completion, deviceId: started.deviceId },
    })
    expect(finished.status).toBe(200)
    const session = (await finished.json()) as Session
    expect(session.user).toMatchObject({
      email: 'ada@example.com',
      social: { provider: 'google', username: 'Ada Lovelace' },
    })
    const user = await frame('/v1/auth/user', { token: session.token })
    expect(await user.json()).toEqual(session.user)
  })

  it('keeps neither the state, the secret nor the code verifier readable from outside: only hashes of the first two', async () => {
    const started = await start('github')
    const state = started.uri.searchParams.get('state')!
    const rows = await api.db.select().from(authSocialLogins)
    expect(JSON.stringify(rows)).not.toContain(state)
    expect(JSON.stringify(rows)).not.toContain(started.secret)
  })

  it('a provider that vouches for the email opens the wallet of the email login with that address', async () => {
    const byEmail = await signInByEmail(api, mail, {
      email: 'grace@example.com',
      deviceId: 'device-grace-mail',
    })
    const byGoogle = (await (await socialLogin('google', 'grace')).json()) as Session
    expect(byGoogle.user.id).toBe(byEmail.user.id)
    // Discord vouches too (verified: true); its user name is kept as sent ('grace0')
    const byDiscord = (await (await socialLogin('discord', 'grace')).json()) as Session
    expect(byDiscord.user).toMatchObject({
      id: byEmail.user.id,
      social: { provider: 'discord', username: 'grace0' },
    })
  })

  it("Facebook's email joins no one unless the operator opts in (linkByEmail): then it opens the email login's wallet", async () => {
    // ada@example.com has a user (Google vouched for it above); Facebook's word on it joins no one
    const userOf = async (email: string) =>
      (await api.db.select().from(authUsers).where(eq(authUsers.email, email)))[0]?.id
    const byDefault = (await (await socialLogin('facebook', 'ada')).json()) as Session
    expect(await userOf('ada@example.com')).toBeDefined()
    expect(byDefault.user.id).not.toBe(await userOf('ada@example.com'))
    expect(byDefault.user.email).toBeNull()

    // Another Facebook account of the same address, on services whose operator trusts Facebook's emails.
    const facebook = identity.socialProviders.get('facebook')!
    const optedIn = api.createApp({
      frameOrigins: [TEST_FRAME_ORIGIN],
      publicUrl: PUBLIC_URL,
      socialProviders: new Map([['facebook', { ...facebook, linkByEmail: true }]]),
    })
    const linked = (await (await socialLogin('facebook', 'grace', { app: optedIn })).json()) as Session
    expect(linked.user).toMatchObject({ id: await userOf('grace@example.com'), email: 'grace@example.com' })
  })

  it('an unverified email joins no one: a user of its own, without an email', async () => {
    const byEmail = await signInByEmail(api, mail, {
      email: 'edsger@example.com',
      deviceId: 'device-ed-mail',
    })
    const byGoogle = (await (await socialLogin('google', 'edsger')).json()) as Session
    expect(byGoogle.user.id).not.toBe(byEmail.user.id)
    expect(byGoogle.user.email).toBeNull()
    // the same person at the same provider comes back to that user
    const again = (await (await socialLogin('google', 'edsger')).json()) as Session
    expect(again.user.id).toBe(byGoogle.user.id)
  })

  it('x gives no email: the user is known by the X account alone, and has no email to change', async () => {
    const first = (await (await socialLogin('x', 'ada')).json()) as Session
    expect(first.user).toMatchObject({ email: null, social: { provider: 'x', username: 'ada_lovelace' } })
    const second = (await (await socialLogin('x', 'ada')).json()) as Session
    expect(second.user.id).toBe(first.user.id)
    const change = await frame('/v1/auth/email/update', {
      token: second.token,
      json: { email: 'ada.new@example.com' },
    })
    await expectApiError(change, 409, 'NO_CURRENT_EMAIL')
  })

  it('each of the six providers signs in through its own endpoints', async () => {
    const expected = {
      google: 'Ada Lovelace',
      apple: null,
      facebook: 'Ada Lovelace',
      github: 'ada-lovelace',
      discord: 'ada',
      x: 'ada_lovelace',
    }
    for (const [provider, username] of Object.entries(expected)) {
      const finished = await socialLogin(provider, 'ada')
      expect(finished.status).toBe(200)
      expect(((await finished.json()) as Session).user.social).toEqual({ provider, username })
    }
  })

  it("the person cancelling at the provider is 'Connection rejected'", async () => {
    const started = await start('github')
    const back = await signInAtProvider(started.uri, { cancel: '1' })
    expect(back.status).toBe(302)
    const finished = await frame('/v1/auth/social/finish', {
      json: { ...returnedTo(back), secret: started.secret, deviceId: started.deviceId },
    })
    expect((await expectApiError(finished, 403, 'SOCIAL_LOGIN_REJECTED')).message).toBe('Connection rejected')
  })

  it("a code the provider refuses is 'Failed to connect'", async () => {
    const started = await start('google')
    const state = started.uri.searchParams.get('state')!
    const back = await api.request('/v1/auth/social/callback', {
      projectId: null,
      query: { state, code: 'not-a-code-the-provider-issued' },
    })
    expect(back.status).toBe(302)
    const finished = await frame('/v1/auth/social/finish', {
      json: { ...returnedTo(back), secret: started.secret, deviceId: started.deviceId },
    })
    expect((await expectApiError(finished, 502, 'SOCIAL_LOGIN_FAILED')).message).toBe('Failed to connect')
  })

  it('only the frame that started the login finishes it: its secret, its device, once; not before the provider answered', async () => {
    const started = await start('github')
    const state = started.uri.searchParams.get('state')!
    let completion = secret()
    const finish = (body: Record<string, string>) =>
      frame('/v1/auth/social/finish', {
        json: { state, secret: started.secret, completion, deviceId: started.deviceId, ...body },
      })
    await expectApiError(await finish({}), 409, 'SOCIAL_LOGIN_PENDING')
    ;({ completion } = returnedTo(await signInAtProvider(started.uri, { user: 'grace' })))
    await expectApiError(await finish({ secret: secret() }), 401, 'SOCIAL_LOGIN_UNKNOWN')
    await expectApiError(await finish({ deviceId: 'device-someone-else' }), 401, 'SOCIAL_LOGIN_UNKNOWN')
    await expectApiError(await finish({ state: secret() }), 401, 'SOCIAL_LOGIN_UNKNOWN')
    expect((await finish({})).status).toBe(200)
    await expectApiError(await finish({}), 401, 'SOCIAL_LOGIN_UNKNOWN')
  })

  it('a callback for no waiting login, or a second time, answers a static page and sends no one back', async () => {
    const unknown = await api.request('/v1/auth/social/callback', {
      projectId: null,
      query: { state: secret(), code: 'x' },
    })
    expect(unknown.status).toBe(400)
    expect(unknown.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(await unknown.text()).toContain('Sign-in expired')
    const started = await start('discord')
    const callback = await (await driveIdentitySignIn(started.uri.href)).choose({ user: 'ada' })
    const path = `${callback.pathname}${callback.search}`
    expect((await api.request(path, { projectId: null })).status).toBe(302)
    expect((await api.request(path, { projectId: null })).status).toBe(400)
  })

  it('refuses a provider the operator did not turn on, a page other than the frame, and bad input', async () => {
    const body = { provider: 'google', deviceId: 'device-refusals', returnUri: RETURN_URI, secret: secret() }
    const without = api.createApp({ socialProviders: new Map() })
    await expectApiError(
      await frame('/v1/auth/social/start', { app: without, json: body }),
      404,
      'SOCIAL_PROVIDER_NOT_CONFIGURED',
    )
    await expectApiError(
      await api.request('/v1/auth/social/start', { headers: { origin: TEST_ORIGIN }, json: body }),
      403,
      'FRAME_ORIGIN_REQUIRED',
    )
    for (const bad of [
      { provider: 'farcaster' },
      { returnUri: 'javascript:alert(1)' },
      { secret: 'short' },
      { deviceId: 'x' },
      { extra: 1 },
    ])
      await expectApiError(
        await frame('/v1/auth/social/start', { json: { ...body, ...bad } }),
        400,
        'INVALID_BODY',
      )
    const rows = await api.db
      .select()
      .from(authSocialLogins)
      .where(eq(authSocialLogins.deviceId, 'device-refusals'))
    expect(rows).toEqual([])
  })
})
