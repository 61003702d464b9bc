import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { authCodes, authSessions } from '../db/schema'
import { createSmtpMailer } from '../mail/createSmtpMailer'
import { expectApiError, TEST_ORIGIN, useTestApi } from '../testing'
import { confirmMailedLink } from '../testing/confirmMailedLink'
import { frameRequest } from '../testing/frameRequest'
import { signInByEmail, TEST_FRAME_ORIGIN } from '../testing/signInByEmail'
import { useMailSink } from '../testing/useMailSink'

/** The service's clock: tests move it to cross the cooldown and expiry limits. */
let now = Date.UTC(2026, 10, 25, 10)
const PUBLIC_URL = 'https://api.latch.test'
const mail = useMailSink()
// one client (app.request) signs everyone in here: the per-client mail limit has its attack test
const deps = {
  now: () => now,
  frameOrigins: [TEST_FRAME_ORIGIN],
  mailer: mail.mailer,
  publicUrl: PUBLIC_URL,
  loginMailLimit: false as const,
}
const api = useTestApi({ deps })

/** A request from the embedded wallet's frame. */
const frame = (path: string, init?: Parameters<typeof frameRequest>[2]) => frameRequest(api, path, init)

let emails = 0
/** A fresh address per test, so cooldowns and codes never meet. */
const newEmail = () => `person${++emails}@example.com`

/**
 * A login started on a device the address never approved, the person approving it from the mail (the
 * link's page, its button): answers the code the device's wait then mails.
 */
async function codeForNewDevice(body: { email: string; deviceId: string }): Promise<string> {
  const started = await frame('/v1/auth/email/start', { json: body })
  expect(await started.json()).toEqual({ action: 'VERIFY_DEVICE' })
  await confirmMailedLink(api.app, await mail.nextLink(body.email))
  expect(await (await frame('/v1/auth/device/wait', { json: body })).json()).toEqual({
    approved: true,
    action: 'VERIFY_OTP',
  })
  return mail.nextCode(body.email)
}

/** A device the address approved (its first login done), its cooldown over: a new start mails a code. */
async function approvedDevice(email: string, deviceId: string) {
  await signInByEmail(api, mail, { email, deviceId })
  now += 30_000
  return { email, deviceId }
}

describe('POST /v1/auth/email/start and /v1/auth/email/verify', () => {
  it('a new email signs in: the emailed link approves the device, then the code arrives by mail, verify opens a 30-day session, and the session reads the user', async () => {
    const started = await frame('/v1/auth/email/start', {
      json: { email: '  Alice.Login@Example.COM ', deviceId: 'device-alice-1' },
    })
    expect(started.status).toBe(200)
    expect(await started.json()).toEqual({ action: 'VERIFY_DEVICE' })
    const linkMail = await mail.sink.waitForMessage({ to: 'alice.login@example.com' })
    expect(linkMail.subject).toBe('Approve a new device for your Latch wallet')
    const link = new URL(/^(https:\/\/\S+)$/m.exec(linkMail.text)![1]!)
    const { confirmed } = await confirmMailedLink(api.app, link)
    expect(confirmed?.status).toBe(200)
    const json = { email: 'alice.login@example.com', deviceId: 'device-alice-1' }
    expect(await (await frame('/v1/auth/device/wait', { json })).json()).toEqual({
      approved: true,
      action: 'VERIFY_OTP',
    })
    const message = await mail.sink.waitForMessage({ to: 'alice.login@example.com' })
    expect(message.subject).toBe('Your Latch sign-in code')
    const otp = /^([0-9]{6})$/m.exec(message.text)?.[1]
    expect(otp).toBeDefined()

    const verified = await frame('/v1/auth/email/verify', {
      json: { email: 'alice.login@example.com', deviceId: 'device-alice-1', otp },
    })
    expect(verified.status).toBe(200)
    expect(verified.headers.get('cache-control')).toBe('no-store')
    const session = (await verified.json()) as { token: string; expiresAt: string; user: { id: string } }
    expect(session).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresAt: new Date(now + 30 * 24 * 3600_000).toISOString(),
      user: {
        id: expect.any(String),
        email: 'alice.login@example.com',
        createdAt: new Date(now).toISOString(),
      },
    })
    const user = await frame('/v1/auth/user', { token: session.token })
    expect(user.status).toBe(200)
    expect(await user.json()).toEqual(session.user)
  })

  it('stores no code and no token: only their hashes', async () => {
    const email = newEmail()
    const otp = await codeForNewDevice({ email, deviceId: 'device-hash-1' })
    const [code] = await api.db.select().from(authCodes).where(eq(authCodes.subject, email))
    expect(JSON.stringify(code)).not.toContain(otp)
    expect(code!.codeHash).toMatch(/^[0-9a-f]{64}$/)
    const verified = await frame('/v1/auth/email/verify', { json: { email, deviceId: 'device-hash-1', otp } })
    const { token } = (await verified.json()) as { token: string }
    const sha256 = createHash('sha256').update(token).digest('hex')
    const rows = await api.db.select().from(authSessions).where(eq(authSessions.tokenHash, sha256))
    expect(rows).toHaveLength(1)
    expect(JSON.stringify(rows)).not.toContain(token)
  })

  it("another login within 30 s is refused with 'Please try again after N seconds' (N rounded up) and Retry-After", async () => {
    const body = await approvedDevice(newEmail(), 'device-cool-1')
    const { email } = body
    expect((await frame('/v1/auth/email/start', { json: body })).status).toBe(200)
    now += 12_500
    const refused = await frame('/v1/auth/email/start', { json: body })
    expect(await expectApiError(refused, 429, 'EMAIL_COOLDOWN')).toEqual({
      code: 'EMAIL_COOLDOWN',
      message: 'Please try again after 18 seconds',
    })
    expect(refused.headers.get('retry-after')).toBe('18')
    now += 17_499
    const last = await frame('/v1/auth/email/start', { json: { ...body, email: ` ${email.toUpperCase()}` } })
    expect((await expectApiError(last, 429, 'EMAIL_COOLDOWN')).message).toBe(
      'Please try again after 1 seconds',
    )
    now += 1
    expect((await frame('/v1/auth/email/start', { json: body })).status).toBe(200)
    // Two mails went out: the first code and the one 30 s later.
    await mail.nextCode(email)
    await mail.nextCode(email)
  })

  it("a wrong code is 401 'Invalid code'; the 5th wrong one invalidates the code (429), the right one included", async () => {
    const email = newEmail()
    const body = { email, deviceId: 'device-tries-1' }
    const otp = await codeForNewDevice(body)
    const wrong = otp === '000000' ? '000001' : '000000'
    for (let attempt = 1; attempt <= 4; attempt++) {
      const refused = await frame('/v1/auth/email/verify', { json: { ...body, otp: wrong } })
      expect(await expectApiError(refused, 401, 'INVALID_OTP')).toMatchObject({ message: 'Invalid code' })
    }
    await expectApiError(
      await frame('/v1/auth/email/verify', { json: { ...body, otp: wrong } }),
      429,
      'OTP_ATTEMPTS_EXCEEDED',
    )
    await expectApiError(
      await frame('/v1/auth/email/verify', { json: { ...body, otp } }),
      429,
      'OTP_ATTEMPTS_EXCEEDED',
    )
    // A new code (after the cooldown) starts over.
    now += 30_000
    await frame('/v1/auth/email/start', { json: body })
    const fresh = await mail.nextCode(email)
    expect((await frame('/v1/auth/email/verify', { json: { ...body, otp: fresh } })).status).toBe(200)
  })

  it("a code expires after 10 minutes: 400 'Code expired'", async () => {
    const email = newEmail()
    const body = { email, deviceId: 'device-late-1' }
    const otp = await codeForNewDevice(body)
    now += 10 * 60_000
    const late = await frame('/v1/auth/email/verify', { json: { ...body, otp } })
    expect(await expectApiError(late, 400, 'OTP_EXPIRED')).toMatchObject({ message: 'Code expired' })
  })

  it('a code signs in only the device it was sent for, and only once', async () => {
    const email = newEmail()
    const otp = await codeForNewDevice({ email, deviceId: 'device-own-1' })
    await expectApiError(
      await frame('/v1/auth/email/verify', { json: { email, deviceId: 'device-other', otp } }),
      401,
      'INVALID_OTP',
    )
    const json = { email, deviceId: 'device-own-1', otp }
    expect((await frame('/v1/auth/email/verify', { json })).status).toBe(200)
    await expectApiError(await frame('/v1/auth/email/verify', { json }), 401, 'INVALID_OTP')
  })

  it('validates every input: email (≤ 254), deviceId, a 6-digit otp, no other keys', async () => {
    const deviceId = 'device-valid-1'
    for (const json of [
      { email: 'not-an-email', deviceId },
      { email: `${'a'.repeat(250)}@example.com`, deviceId },
      { email: 'a@example.com', deviceId: 'short' },
      { email: 'a@example.com', deviceId: 'device with spaces' },
      { email: 'a@example.com', deviceId, extra: true },
    ]) {
      await expectApiError(await frame('/v1/auth/email/start', { json }), 400, 'INVALID_BODY')
    }
    for (const otp of ['12345', '1234567', '12345a', 123456]) {
      await expectApiError(
        await frame('/v1/auth/email/verify', { json: { email: 'a@example.com', deviceId, otp } }),
        400,
        'INVALID_BODY',
      )
    }
    await expectApiError(
      await frame('/v1/auth/email/start', { body: '{', headers: { 'content-type': 'application/json' } }),
      400,
      'INVALID_JSON',
    )
  })
})

describe('a known user on a new device', () => {
  it('gets VERIFY_DEVICE; the emailed link approves the device, wait answers approved and the code arrives', async () => {
    const email = newEmail()
    await signInByEmail(api, mail, { email, deviceId: 'device-known-1' })
    now += 30_000
    const body = { email, deviceId: 'device-new-2' }
    expect(await (await frame('/v1/auth/email/start', { json: body })).json()).toEqual({
      action: 'VERIFY_DEVICE',
    })
    expect(await (await frame('/v1/auth/device/wait', { json: body })).json()).toEqual({ approved: false })

    const link = await mail.nextLink(email)
    expect(link.origin).toBe(PUBLIC_URL)
    expect(link.pathname).toBe('/v1/auth/device/approve')
    expect(link.searchParams.get('projectId')).toBe(api.project.id)
    // Opened from the mailbox (a cross-site navigation), its page's button pressed: approved
    const { page, confirmed, confirmedHtml } = await confirmMailedLink(api.app, link)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    expect(page.headers.get('referrer-policy')).toBe('no-referrer')
    expect(confirmed?.status).toBe(200)
    expect(confirmedHtml).toContain('Device approved. You can close this tab and go back.')
    const again = await api.app.request(`${link.pathname}${link.search}`)
    expect(again.status).toBe(400)
    expect(await again.text()).toContain('This link is not valid')

    expect(await (await frame('/v1/auth/device/wait', { json: body })).json()).toEqual({
      approved: true,
      action: 'VERIFY_OTP',
    })
    const otp = await mail.nextCode(email)
    expect(await (await frame('/v1/auth/device/wait', { json: body })).json()).toEqual({ approved: true })
    const verified = await frame('/v1/auth/email/verify', { json: { ...body, otp } })
    expect(verified.status).toBe(200)
    // Both devices are now known: a later login on either mails a code.
    now += 30_000
    expect(await (await frame('/v1/auth/email/start', { json: body })).json()).toEqual({
      action: 'VERIFY_OTP',
    })
    await mail.nextCode(email)
  })

  it('a wrong, expired or used link answers a static 400 page that echoes nothing of the request', async () => {
    const email = newEmail()
    await signInByEmail(api, mail, { email, deviceId: 'device-known-3' })
    now += 30_000
    await frame('/v1/auth/email/start', { json: { email, deviceId: 'device-new-4' } })
    const link = await mail.nextLink(email)
    const hostile = `/v1/auth/device/approve?projectId=${api.project.id}&token=%3Cscript%3Ealert(1)%3C%2Fscript%3E`
    const refused = await api.app.request(hostile)
    expect(refused.status).toBe(400)
    const html = await refused.text()
    expect(html).not.toMatch(/script|alert/)
    now += 10 * 60_000
    expect((await api.app.request(`${link.pathname}${link.search}`)).status).toBe(400)
    expect(
      await (await frame('/v1/auth/device/wait', { json: { email, deviceId: 'device-new-4' } })).json(),
    ).toEqual({ approved: false })
  })
})

describe('only the embedded wallet frame calls /v1/auth/*', () => {
  it('refuses a request without Origin, or from another origin, even the project’s own page: 403 FRAME_ORIGIN_REQUIRED', async () => {
    const json = { email: newEmail(), deviceId: 'device-origin-1' }
    const origins: Record<string, string>[] = [
      {},
      { origin: TEST_ORIGIN },
      { origin: 'https://evil.example' },
    ]
    for (const headers of origins) {
      await expectApiError(
        await api.request('/v1/auth/email/start', { json, headers }),
        403,
        'FRAME_ORIGIN_REQUIRED',
      )
      await expectApiError(await api.request('/v1/auth/user', { headers }), 403, 'FRAME_ORIGIN_REQUIRED')
    }
    await expectApiError(
      await api.request('/v1/auth/email/start', {
        json,
        headers: { origin: TEST_FRAME_ORIGIN },
        app: api.createApp({ frameOrigins: [] }),
      }),
      403,
      'FRAME_ORIGIN_REQUIRED',
    )
  })

  it("answers the frame's preflight, allowing its bearer token, and lets it read every answer", async () => {
    const preflight = await api.request('/v1/auth/wallet', {
      method: 'OPTIONS',
      headers: {
        origin: TEST_FRAME_ORIGIN,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization, content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(TEST_FRAME_ORIGIN)
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT')
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/)
    const refused = await api.request('/v1/auth/wallet', {
      method: 'OPTIONS',
      headers: { origin: TEST_ORIGIN, 'access-control-request-method': 'PUT' },
    })
    expect(refused.status).toBe(403)
    const answer = await frame('/v1/auth/user')
    expect(answer.headers.get('access-control-allow-origin')).toBe(TEST_FRAME_ORIGIN)
  })
})

describe('sessions', () => {
  it('a session route needs a live bearer session: 401 AUTH_REQUIRED without one, with a bad or unknown token, or for another project', async () => {
    const { token } = await signInByEmail(api, mail, { email: newEmail(), deviceId: 'device-bearer-1' })
    await expectApiError(await frame('/v1/auth/user'), 401, 'AUTH_REQUIRED')
    await expectApiError(
      await frame('/v1/auth/user', { headers: { authorization: token } }),
      401,
      'AUTH_REQUIRED',
    )
    await expectApiError(await frame('/v1/auth/user', { token: 'A'.repeat(43) }), 401, 'AUTH_REQUIRED')
    const other = await api.createProject()
    await expectApiError(await frame('/v1/auth/user', { token, projectId: other.id }), 401, 'AUTH_REQUIRED')
    expect((await frame('/v1/auth/user', { token })).status).toBe(200)
  })

  it('a session expires after 30 days', async () => {
    const { token } = await signInByEmail(api, mail, { email: newEmail(), deviceId: 'device-month-1' })
    now += 30 * 24 * 3600_000
    await expectApiError(await frame('/v1/auth/user', { token }), 401, 'AUTH_REQUIRED')
  })

  it('sign out revokes the session; signing out again still answers 204', async () => {
    const { token } = await signInByEmail(api, mail, { email: newEmail(), deviceId: 'device-out-1' })
    expect((await frame('/v1/auth/signout', { method: 'POST', token })).status).toBe(204)
    await expectApiError(await frame('/v1/auth/user', { token }), 401, 'AUTH_REQUIRED')
    expect((await frame('/v1/auth/signout', { method: 'POST', token })).status).toBe(204)
    await expectApiError(await frame('/v1/auth/signout', { method: 'POST' }), 401, 'AUTH_REQUIRED')
  })
})

describe('mail', () => {
  it('without a mailer the email routes answer 503 MAIL_NOT_CONFIGURED and take no cooldown', async () => {
    const email = newEmail()
    const json = { email, deviceId: 'device-nomail-1' }
    const app = api.createApp({ ...deps, mailer: undefined })
    await expectApiError(await frame('/v1/auth/email/start', { app, json }), 503, 'MAIL_NOT_CONFIGURED')
    await expectApiError(await frame('/v1/auth/device/wait', { app, json }), 503, 'MAIL_NOT_CONFIGURED')
    expect((await frame('/v1/auth/email/start', { json })).status).toBe(200)
    await mail.nextLink(email)
  })

  it('a mail server that cannot be reached answers 503 MAIL_NOT_SENT and gives the cooldown back', async () => {
    const email = newEmail()
    const json = { email, deviceId: 'device-down-1' }
    const mailer = createSmtpMailer({ url: 'smtp://127.0.0.1:1', from: 'login@latch.local' })
    const app = api.createApp({ ...deps, mailer })
    const errors: string[] = []
    const logError = console.error
    console.error = (...args: unknown[]) => errors.push(args.join(' '))
    try {
      await expectApiError(await frame('/v1/auth/email/start', { app, json }), 503, 'MAIL_NOT_SENT')
    } finally {
      console.error = logError
    }
    // One line, naming the failure, never the mail (it holds the code).
    expect(errors).toEqual([expect.stringMatching(/^\[api\] a login mail could not be sent: .*ECONNREFUSED/)])
    expect((await frame('/v1/auth/email/start', { json })).status).toBe(200)
    await mail.nextLink(email)
  })
})

describe('two instances on one database', () => {
  it('share the cooldown and the codes: a code mailed by one signs in through the other', async () => {
    const other = await api.database.openAnother()
    const b = api.createApp(deps, other.db)
    const json = await approvedDevice(newEmail(), 'device-two-1')
    const { email } = json
    expect((await frame('/v1/auth/email/start', { json })).status).toBe(200)
    await expectApiError(await frame('/v1/auth/email/start', { app: b, json }), 429, 'EMAIL_COOLDOWN')
    const otp = await mail.nextCode(email)
    const verified = await frame('/v1/auth/email/verify', { app: b, json: { ...json, otp } })
    const { token } = (await verified.json()) as { token: string }
    expect((await frame('/v1/auth/user', { token })).status).toBe(200)
    await expectApiError(await frame('/v1/auth/email/verify', { json: { ...json, otp } }), 401, 'INVALID_OTP')
  })
})

describe('the contract', () => {
  it('lists every email-, social- and Farcaster-login route in the OpenAPI document, the session ones with the bearer scheme', async () => {
    const response = await api.request('/openapi.json', { projectId: null })
    const document = (await response.json()) as {
      paths: Record<string, Record<string, { security?: unknown }>>
      components: { securitySchemes: Record<string, unknown> }
    }
    const paths = Object.keys(document.paths).filter((path) => path.startsWith('/v1/auth/'))
    expect(paths.sort()).toEqual([
      '/v1/auth/device/approve',
      '/v1/auth/device/wait',
      '/v1/auth/devices',
      '/v1/auth/devices/revoke',
      '/v1/auth/email/start',
      '/v1/auth/email/undo',
      '/v1/auth/email/update',
      '/v1/auth/email/update/primary',
      '/v1/auth/email/update/secondary',
      '/v1/auth/email/verify',
      '/v1/auth/farcaster/code',
      '/v1/auth/farcaster/finish',
      '/v1/auth/farcaster/start',
      '/v1/auth/signout',
      '/v1/auth/signout/everywhere',
      '/v1/auth/social/callback',
      '/v1/auth/social/finish',
      '/v1/auth/social/start',
      '/v1/auth/user',
      '/v1/auth/wallet',
      '/v1/auth/wallet/recover',
      '/v1/auth/wallet/recover/code',
      '/v1/auth/wallet/recover/verify',
    ])
    expect(document.components.securitySchemes.emailSession).toMatchObject({ type: 'http', scheme: 'bearer' })
    expect(document.paths['/v1/auth/wallet']?.put?.security).toEqual([{ emailSession: [] }])
  })
})
