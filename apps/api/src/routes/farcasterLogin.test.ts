import {
  DEVNET_FARCASTER_USERS,
  findFreePort,
  RELAY_AUTH_KEY_HEADER,
  signSignInWithFarcaster,
} from '@latch/devnet'
import { and, eq } from 'drizzle-orm'
import { foundry } from 'viem/chains'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { authFarcasterLogins, authIdentities } from '../db/schema'
import { expectApiError, TEST_ORIGIN } from '../testing'
import { randomLoginSecret } from '../testing/frameRequest'
import { useFarcasterLogins } from '../testing/useFarcasterLogins'

const [ada, grace] = DEVNET_FARCASTER_USERS
const logins = useFarcasterLogins(await findFreePort())
const { api, farcaster, frame, start, finish, inFarcasterApp, farcasterLogin } = logins
const PUBLIC_URL = logins.publicUrl
const secret = randomLoginSecret

afterEach(() => {
  vi.restoreAllMocks()
})

type Session = {
  token: string
  expiresAt: string
  user: { id: string; email: string | null; social?: unknown }
}

describe('Sign In With Farcaster: the frame starts it, the person signs in their Farcaster app, the frame polls', () => {
  it('fid 1: pending until the app signed, then the code it showed turns it into a session naming farcaster and the username, for a user without email', async () => {
    const started = await start()
    expect(started.channelToken).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(started.url).toBe(`${farcaster.world.appUrl}?channelToken=${started.channelToken}`)
    // The Farcaster app shows the services as asking (the message's domain is their public host), and the
    // site and device the request is for.
    const request = await (await fetch(started.url)).text()
    expect(request).toContain(`<strong>${new URL(PUBLIC_URL).host}</strong> asks you to sign in`)
    expect(request).toContain(
      `For: <strong>${TEST_ORIGIN} in an unknown browser on an unknown system</strong>`,
    )

    const pending = await finish(started)
    expect((await expectApiError(pending, 409, 'FARCASTER_LOGIN_PENDING')).message).toBe(
      'The person has not signed in the Farcaster app yet.',
    )
    const code = await inFarcasterApp(started.url, { fid: 1 })
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/)
    const due = await expectApiError(await finish(started), 409, 'FARCASTER_CODE_REQUIRED')
    expect(due.message).toBe('Signed in the Farcaster app: type the code it shows on this device.')
    // typed as a person may: lower case, a space for the hyphen
    const finished = await finish(started, { code: code!.toLowerCase().replace('-', ' ') })
    expect(finished.status).toBe(200)
    expect(finished.headers.get('cache-control')).toBe('no-store')
    const session = (await finished.json()) as Session
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(session.user).toMatchObject({ email: null, social: { provider: 'farcaster', username: 'ada' } })
    const user = await frame('/v1/auth/user', { token: session.token })
    expect(await user.json()).toEqual(session.user)

    const [identity] = await api.db
      .select()
      .from(authIdentities)
      .where(and(eq(authIdentities.provider, 'farcaster'), eq(authIdentities.subject, '1')))
    expect(identity).toMatchObject({
      userId: session.user.id,
      username: 'ada',
      details: { custody: ada!.custody },
    })
  })

  it('the same fid again is the same user; another fid is another user', async () => {
    const first = (await (await farcasterLogin(1)).json()) as Session
    const again = (await (await farcasterLogin(1)).json()) as Session
    expect(again.user.id).toBe(first.user.id)
    expect(again.token).not.toBe(first.token)
    const byGrace = (await (await farcasterLogin(2)).json()) as Session
    expect(byGrace.user).toMatchObject({ email: null, social: { provider: 'farcaster', username: 'grace' } })
    expect(byGrace.user.id).not.toBe(first.user.id)
  })

  it('keeps neither the channel token, the secret nor the code: only their hashes, with the nonce the message must carry', async () => {
    const started = await start()
    const code = await inFarcasterApp(started.url, { fid: 2 })
    const [row] = await api.db
      .select()
      .from(authFarcasterLogins)
      .where(eq(authFarcasterLogins.deviceId, started.deviceId))
    expect(JSON.stringify(row)).not.toContain(started.channelToken)
    expect(JSON.stringify(row)).not.toContain(started.secret)
    expect(JSON.stringify(row)).not.toContain(code!.replace('-', ''))
    expect(row).toMatchObject({
      codeFid: 2,
      codeAttempts: 0,
      codeHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    })
    expect(row!.nonce).toMatch(/^[0-9a-f]{32}$/)
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60_000)
    expect(row!.usedAt).toBeNull()
  })

  it('cancel in the Farcaster app: the relay closes the channel, and the login is 401 FARCASTER_LOGIN_UNKNOWN', async () => {
    const started = await start()
    await inFarcasterApp(started.url, { cancel: true })
    const cancelled = await expectApiError(await finish(started), 401, 'FARCASTER_LOGIN_UNKNOWN')
    expect(cancelled.message).toBe('The Farcaster sign-in was cancelled or has expired: start it again.')
  })

  it('only the frame that started the login finishes it: its secret, its device, its channel, once', async () => {
    const started = await start()
    const code = (await inFarcasterApp(started.url, { fid: 2 }))!
    await expectApiError(
      await finish({ ...started, secret: secret() }, { code }),
      401,
      'FARCASTER_LOGIN_UNKNOWN',
    )
    await expectApiError(
      await finish({ ...started, deviceId: 'device-someone-else' }, { code }),
      401,
      'FARCASTER_LOGIN_UNKNOWN',
    )
    await expectApiError(
      await finish({ ...started, channelToken: secret() }, { code }),
      401,
      'FARCASTER_LOGIN_UNKNOWN',
    )
    // another project's frame does not know it either
    const other = await api.createProject({ id: `test-other-${logins.devices()}` })
    await expectApiError(await finish(started, { projectId: other.id, code }), 401, 'FARCASTER_LOGIN_UNKNOWN')
    expect((await finish(started, { code })).status).toBe(200)
    const used = await expectApiError(await finish(started, { code }), 401, 'FARCASTER_LOGIN_UNKNOWN')
    expect(used.message).toBe('This Farcaster login is unknown, expired or already used: start it again.')
  })

  it('a login is finished within 10 minutes of its start, or never', async () => {
    const started = await start()
    const code = await inFarcasterApp(started.url, { fid: 1 })
    const later = api.createApp({ now: () => Date.now() + 10 * 60_000 + 1000 })
    await expectApiError(await finish(started, { app: later, code }), 401, 'FARCASTER_LOGIN_UNKNOWN')
  })

  it("a signed answer that does not verify is 'Failed to connect to farcaster', the reason in the log; the login is over", async () => {
    const started = await start()
    // A Farcaster app posts Grace's signed message as fid 1: the relay passes it on, the services refuse it.
    const channel = { authorization: `Bearer ${started.channelToken}` }
    const status = await fetch(`${farcaster.world.relayUrl}/v1/channel/status`, { headers: channel })
    const { signatureParams } = (await status.json()) as {
      signatureParams: { siweUri: string; domain: string; nonce: string }
    }
    const signed = await signSignInWithFarcaster({
      user: grace!,
      signatureParams,
      chainId: foundry.id,
      issuedAt: new Date(),
    })
    const authenticated = await fetch(`${farcaster.world.relayUrl}/v1/channel/authenticate`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...channel,
        [RELAY_AUTH_KEY_HEADER]: farcaster.world.authKey,
      },
      body: JSON.stringify({ ...signed, fid: ada!.fid, username: ada!.username }),
    })
    expect(authenticated.status).toBe(201)

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const refused = await expectApiError(await finish(started), 401, 'FARCASTER_VERIFICATION_FAILED')
    expect(refused.message).toBe('Failed to connect to farcaster')
    expect(String(warn.mock.calls[0]?.[0])).toMatch(
      /FARCASTER_FID_MISMATCH: The message is for fid 2, not 1\./,
    )
    await expectApiError(await finish(started), 401, 'FARCASTER_LOGIN_UNKNOWN')
  })

  it("a message for another domain is refused: the services' public host is the only one they accept", async () => {
    const started = await start()
    await inFarcasterApp(started.url, { fid: 1 })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const elsewhere = api.createApp({ publicUrl: 'https://other.latch.test' })
    await expectApiError(await finish(started, { app: elsewhere }), 401, 'FARCASTER_VERIFICATION_FAILED')
  })

  it("a relay that does not answer is 502 'Failed to connect to farcaster'", async () => {
    const down = api.createApp({
      farcaster: { ...farcaster.farcaster, relayUrl: `http://127.0.0.1:${await findFreePort()}` },
    })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const refused = await expectApiError(
      await frame('/v1/auth/farcaster/start', {
        app: down,
        json: { deviceId: 'device-relay-down', secret: secret(), site: TEST_ORIGIN },
      }),
      502,
      'FARCASTER_RELAY_FAILED',
    )
    expect(refused.message).toBe('Failed to connect to farcaster')
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[api\] Farcaster relay: FARCASTER_RELAY_FAILED: /)
    const started = await start()
    await expectApiError(await finish(started, { app: down }), 502, 'FARCASTER_RELAY_FAILED')
    // the relay's trouble does not end the login
    expect((await finish(started)).status).toBe(409)
  })

  it('answers 404 FARCASTER_NOT_CONFIGURED without LATCH_FARCASTER, or with a chain the service does not serve', async () => {
    const body = { deviceId: 'device-not-configured', secret: secret(), site: TEST_ORIGIN }
    const started = await start()
    const without = api.createApp({ farcaster: undefined })
    const otherChain = api.createApp({ farcaster: { ...farcaster.farcaster, chainId: 10 } })
    for (const app of [without, otherChain]) {
      await expectApiError(
        await frame('/v1/auth/farcaster/start', { app, json: body }),
        404,
        'FARCASTER_NOT_CONFIGURED',
      )
      await expectApiError(await finish(started, { app }), 404, 'FARCASTER_NOT_CONFIGURED')
    }
  })

  it('refuses a page other than the frame, a site the project does not allow, and bad bodies, storing nothing', async () => {
    const body = { deviceId: 'device-refusals', secret: secret(), site: TEST_ORIGIN }
    const { site: _site, ...finishBody } = body
    for (const site of ['https://evil.example', 'http://127.0.0.1:5174'])
      await expectApiError(
        await frame('/v1/auth/farcaster/start', { json: { ...body, site } }),
        400,
        'RETURN_URI_NOT_ALLOWED',
      )
    for (const headers of [{ origin: TEST_ORIGIN }, {}] as Record<string, string>[]) {
      await expectApiError(
        await api.request('/v1/auth/farcaster/start', { headers, json: body }),
        403,
        'FRAME_ORIGIN_REQUIRED',
      )
      await expectApiError(
        await api.request('/v1/auth/farcaster/finish', {
          headers,
          json: { ...finishBody, channelToken: 'token' },
        }),
        403,
        'FRAME_ORIGIN_REQUIRED',
      )
    }
    for (const bad of [
      { secret: 'short' },
      { secret: undefined },
      { deviceId: 'x' },
      { site: undefined },
      { site: 'javascript:alert(1)' },
      { extra: 1 },
    ])
      await expectApiError(
        await frame('/v1/auth/farcaster/start', { json: { ...body, ...bad } }),
        400,
        'INVALID_BODY',
      )
    for (const channelToken of ['', 'two words', 'line\nbreak', 'x'.repeat(257), 42])
      await expectApiError(
        await frame('/v1/auth/farcaster/finish', { json: { ...finishBody, channelToken } }),
        400,
        'INVALID_BODY',
      )
    for (const bad of [{ secret: 'short' }, { code: 'K7QM-2XD' }, { code: 'K7QM_2XD9' }, { code: 42 }])
      await expectApiError(
        await frame('/v1/auth/farcaster/finish', { json: { ...finishBody, channelToken: 'token', ...bad } }),
        400,
        'INVALID_BODY',
      )
    await expectApiError(
      await frame('/v1/auth/farcaster/start', {
        body: JSON.stringify(body),
        headers: { 'content-type': 'text/plain' },
      }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    )
    const rows = await api.db
      .select()
      .from(authFarcasterLogins)
      .where(eq(authFarcasterLogins.deviceId, 'device-refusals'))
    expect(rows).toEqual([])
  })
})
