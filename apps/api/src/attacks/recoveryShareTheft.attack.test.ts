// Attack: a session token alone (stolen from a social login, or from a device that never proved the
// mailbox in that login) calls POST /v1/auth/wallet/recover and takes the recovery share; with the auth
// share any session reads, that is two of the wallet's three shares: its key.
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { RECOVERY_GRANT_MS } from '../auth/authLimits'
import { openProviderSession } from '../auth/openProviderSession'
import { expectApiError, type TestRequestInit, useTestApi } from '../testing'
import { signInByEmail, TEST_FRAME_ORIGIN } from '../testing/signInByEmail'
import { useMailSink } from '../testing/useMailSink'

let now = Date.UTC(2026, 10, 25, 10)
const mail = useMailSink()
const recoverySecret = randomBytes(32)
const deps = { now: () => now, frameOrigins: [TEST_FRAME_ORIGIN], mailer: mail.mailer, recoverySecret }
const api = useTestApi({ deps })

const SHARES = {
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  authShare: Buffer.from('auth share of the victim').toString('base64'),
  recoveryShare: Buffer.from('recovery share of the victim').toString('base64'),
}

/** A call from the frame's origin (what an attacker's script sends too: any header it likes). */
const call = (path: string, token: string, init: TestRequestInit = {}) =>
  api.request(path, {
    method: 'POST',
    ...init,
    headers: { origin: TEST_FRAME_ORIGIN, authorization: `Bearer ${token}`, ...init.headers },
  })

let people = 0
/** The victim: signed up by email on their laptop, their wallet stored. */
async function victimWithWallet() {
  const email = `victim${++people}@example.com`
  const laptop = `victim-laptop-${people}`
  const { token, user } = await signInByEmail(api, mail, { email, deviceId: laptop })
  expect((await call('/v1/auth/wallet', token, { method: 'PUT', json: SHARES })).status).toBe(201)
  now += 31_000
  return { email, laptop, token, user }
}

/** A session of a social login (Google vouched for the email), opened as the social finish opens it. */
const socialSession = (userId: string, deviceId: string) =>
  api.db.transaction((tx) =>
    openProviderSession(tx, { userId, deviceId, projectId: api.project.id, provider: 'google', now }),
  )

describe('attack: the recovery share for a session token alone', () => {
  it("a social login's token, on a device the emailed link never approved, gets no share without a fresh email code: 403 RECOVERY_CODE_REQUIRED, nothing marked", async () => {
    const victim = await victimWithWallet()
    const { token } = await socialSession(victim.user.id, 'attacker-device-1')
    // what the old frame sends (no body), and an explicit empty body
    for (const init of [{}, { json: {} }]) {
      const refused = await call('/v1/auth/wallet/recover', token, init)
      expect(await expectApiError(refused, 403, 'RECOVERY_CODE_REQUIRED')).not.toHaveProperty('recoveryShare')
    }
    // a guessed code is checked like a login code: wrong, and no code was even asked for
    await expectApiError(
      await call('/v1/auth/wallet/recover/verify', token, { json: { otp: '123456' } }),
      401,
      'INVALID_OTP',
    )
  })

  it("the token of an email login on a device approved long ago (a stolen laptop's session) gets no share without a fresh code", async () => {
    const victim = await victimWithWallet()
    await expectApiError(await call('/v1/auth/wallet/recover', victim.token), 403, 'RECOVERY_CODE_REQUIRED')
  })

  it('with the code mailed to the person for it, the recovery works once; the person is mailed, and the other sessions end', async () => {
    const victim = await victimWithWallet()
    const { token } = await socialSession(victim.user.id, 'victim-phone-3')
    const asked = await call('/v1/auth/wallet/recover/code', token)
    expect(asked.status).toBe(200)
    expect(await asked.json()).toEqual({ email: victim.email })
    const otp = await mail.nextCode(victim.email)
    const recovered = await call('/v1/auth/wallet/recover/verify', token, { json: { otp } })
    expect(recovered.status).toBe(200)
    expect(await recovered.json()).toEqual(SHARES)
    const notice = await mail.sink.waitForMessage({ to: victim.email })
    expect(notice.subject).toBe('Your Latch wallet was recovered on a new device')
    expect(notice.text).toMatch(/sign out everywhere/i)
    // the laptop's older session is over: whoever recovered, the person signs in again there with a code
    await expectApiError(await call('/v1/auth/user', victim.token, { method: 'GET' }), 401, 'AUTH_REQUIRED')
    await expectApiError(
      await call('/v1/auth/wallet/recover/verify', token, { json: { otp } }),
      409,
      'ALREADY_RECOVERED',
    )
    await expectApiError(await call('/v1/auth/wallet/recover', token), 409, 'ALREADY_RECOVERED')
  })

  it('a login whose device the emailed link approved recovers without another code, once and only at once; the person is mailed', async () => {
    const victim = await victimWithWallet()
    const phone = await signInByEmail(api, mail, { email: victim.email, deviceId: 'victim-phone-4' })
    const recovered = await call('/v1/auth/wallet/recover', phone.token)
    expect(recovered.status).toBe(200)
    expect(await recovered.json()).toEqual(SHARES)
    expect((await mail.sink.waitForMessage({ to: victim.email })).subject).toBe(
      'Your Latch wallet was recovered on a new device',
    )
    await expectApiError(await call('/v1/auth/wallet/recover', phone.token), 409, 'ALREADY_RECOVERED')
    // the same login's token, copied and used later than the frame would, gets nothing without a code
    now += 31_000
    const tablet = await signInByEmail(api, mail, { email: victim.email, deviceId: 'victim-tablet-4' })
    now += RECOVERY_GRANT_MS
    await expectApiError(await call('/v1/auth/wallet/recover', tablet.token), 403, 'RECOVERY_CODE_REQUIRED')
  })
})
