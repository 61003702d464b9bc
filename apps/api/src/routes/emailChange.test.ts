import { describe, expect, it } from 'vitest'
import { expectApiError, type TestRequestInit, useTestApi } from '../testing'
import { confirmMailedLink } from '../testing/confirmMailedLink'
import { signInByEmail, TEST_FRAME_ORIGIN } from '../testing/signInByEmail'
import { useMailSink } from '../testing/useMailSink'

let now = Date.UTC(2026, 10, 25, 10)
const mail = useMailSink()
const deps = {
  now: () => now,
  frameOrigins: [TEST_FRAME_ORIGIN],
  mailer: mail.mailer,
  loginMailLimit: false as const,
}
const api = useTestApi({ deps })

/** A request from the embedded wallet's frame with the session's bearer token. */
function frame(path: string, token: string, init: TestRequestInit = {}) {
  return api.request(path, {
    ...init,
    headers: { origin: TEST_FRAME_ORIGIN, authorization: `Bearer ${token}` },
  })
}

let people = 0
/** A new user signed in, its login's cooldown over: the session token, the user's email and device. */
async function newUser() {
  const email = `change${++people}@example.com`
  const deviceId = `device-change-${people}`
  const session = await signInByEmail(api, mail, { email, deviceId })
  now += 30_000
  return { ...session, email, deviceId }
}

describe('the email change (update-email actions VERIFY_PRIMARY_OTP, then VERIFY_SECONDARY_OTP)', () => {
  it('sends a code to the current address, then one to the new address, then the user has the new email', async () => {
    const { token, email, deviceId, user } = await newUser()
    const newEmail = `new${people}@example.com`
    const started = await frame('/v1/auth/email/update', token, {
      json: { email: ` ${newEmail.toUpperCase()}` },
    })
    expect(await started.json()).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    const toCurrent = await mail.sink.waitForMessage({ to: email })
    expect(toCurrent.text).toContain(newEmail)
    const primaryOtp = /^([0-9]{6})$/m.exec(toCurrent.text)![1]

    const primary = await frame('/v1/auth/email/update/primary', token, { json: { otp: primaryOtp } })
    expect(await primary.json()).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    const secondaryOtp = await mail.nextCode(newEmail)
    const secondary = await frame('/v1/auth/email/update/secondary', token, { json: { otp: secondaryOtp } })
    expect(secondary.status).toBe(200)
    expect(await secondary.json()).toEqual({ ...user, email: newEmail })
    expect(await (await frame('/v1/auth/user', token)).json()).toEqual({ ...user, email: newEmail })
    // the old address hears of it, with a link to undo it
    const notice = await mail.sink.waitForMessage({ to: email })
    expect(notice.subject).toBe('The email of your Latch wallet was changed')
    expect(notice.text).toContain(`now ${newEmail}`)
    expect(notice.text).toMatch(/^https?:\/\/\S+\/v1\/auth\/email\/undo\?\S+$/m)

    // The new address signs in on the approved device; the old one is a new user's.
    now += 30_000
    const again = await signInByEmail(api, mail, { email: newEmail, deviceId })
    expect(again.user.id).toBe(user.id)
    const fresh = await signInByEmail(api, mail, { email, deviceId })
    expect(fresh.user.id).not.toBe(user.id)
  })

  it('signs out every other session and forgets every other device; the old address can undo it for 7 days, which signs every device out', async () => {
    const { token, email, user } = await newUser()
    const phone = await signInByEmail(api, mail, { email, deviceId: `phone-change-${people}` })
    now += 30_000
    const newEmail = `moved${people}@example.com`
    await frame('/v1/auth/email/update', token, { json: { email: newEmail } })
    await frame('/v1/auth/email/update/primary', token, { json: { otp: await mail.nextCode(email) } })
    await frame('/v1/auth/email/update/secondary', token, { json: { otp: await mail.nextCode(newEmail) } })
    await expectApiError(await frame('/v1/auth/user', phone.token), 401, 'AUTH_REQUIRED')
    const { devices } = (await (await frame('/v1/auth/devices', token)).json()) as { devices: unknown[] }
    expect(devices).toHaveLength(1)

    const undo = await mail.nextLink(email)
    const { pageHtml, confirmed, confirmedHtml } = await confirmMailedLink(api.app, undo)
    expect(pageHtml).toContain(`Put ${email} back`)
    expect(confirmed?.status).toBe(200)
    expect(confirmedHtml).toContain('Your email is back')
    await expectApiError(await frame('/v1/auth/user', token), 401, 'AUTH_REQUIRED')
    // the old address signs in again (its device forgotten: the link first), the same user
    now += 30_000
    const back = await signInByEmail(api, mail, { email, deviceId: `device-change-${people}` })
    expect(back.user.id).toBe(user.id)
    // used once
    expect((await confirmMailedLink(api.app, undo)).page.status).toBe(400)
  })

  it('the undo link expires after 7 days, and its page alone (a mail scanner) changes nothing', async () => {
    const { token, email } = await newUser()
    const newEmail = `kept${people}@example.com`
    await frame('/v1/auth/email/update', token, { json: { email: newEmail } })
    await frame('/v1/auth/email/update/primary', token, { json: { otp: await mail.nextCode(email) } })
    await frame('/v1/auth/email/update/secondary', token, { json: { otp: await mail.nextCode(newEmail) } })
    const undo = await mail.nextLink(email)
    expect((await api.app.request(`${undo.pathname}${undo.search}`)).status).toBe(200)
    expect((await (await frame('/v1/auth/user', token)).json()) as { email: string }).toMatchObject({
      email: newEmail,
    })
    now += 7 * 24 * 3600_000
    expect((await confirmMailedLink(api.app, undo)).page.status).toBe(400)
  })

  it('refuses an email another user has: 409 EMAIL_TAKEN, at the start or when it was taken meanwhile', async () => {
    const alice = await newUser()
    const bob = await newUser()
    await expectApiError(
      await frame('/v1/auth/email/update', alice.token, { json: { email: bob.email } }),
      409,
      'EMAIL_TAKEN',
    )
    await expectApiError(
      await frame('/v1/auth/email/update', alice.token, { json: { email: alice.email } }),
      400,
      'INVALID_BODY',
    )
    const wanted = `wanted${people}@example.com`
    await frame('/v1/auth/email/update', alice.token, { json: { email: wanted } })
    const otp = await mail.nextCode(alice.email)
    await signInByEmail(api, mail, { email: wanted, deviceId: 'device-carol-1' })
    await expectApiError(
      await frame('/v1/auth/email/update/primary', alice.token, { json: { otp } }),
      409,
      'EMAIL_TAKEN',
    )
  })

  it('follows the code rules: a wrong code is 401, the 5th wrong one invalidates it, a late one expired', async () => {
    const { token, email } = await newUser()
    await frame('/v1/auth/email/update', token, { json: { email: `later${people}@example.com` } })
    const otp = await mail.nextCode(email)
    const wrong = otp === '000000' ? '000001' : '000000'
    for (let attempt = 1; attempt <= 4; attempt++) {
      await expectApiError(
        await frame('/v1/auth/email/update/primary', token, { json: { otp: wrong } }),
        401,
        'INVALID_OTP',
      )
    }
    await expectApiError(
      await frame('/v1/auth/email/update/primary', token, { json: { otp: wrong } }),
      429,
      'OTP_ATTEMPTS_EXCEEDED',
    )
    await expectApiError(
      await frame('/v1/auth/email/update/secondary', token, { json: { otp } }),
      401,
      'INVALID_OTP',
    )
    now += 30_000
    await frame('/v1/auth/email/update', token, { json: { email: `later${people}@example.com` } })
    const next = await mail.nextCode(email)
    now += 10 * 60_000
    await expectApiError(
      await frame('/v1/auth/email/update/primary', token, { json: { otp: next } }),
      400,
      'OTP_EXPIRED',
    )
  })

  it('shares the 30 s cooldown of the current address', async () => {
    const { token, email } = await newUser()
    await signInByEmail(api, mail, { email, deviceId: `device-change-${people}` })
    const refused = await frame('/v1/auth/email/update', token, {
      json: { email: `soon${people}@example.com` },
    })
    const body = await expectApiError(refused, 429, 'EMAIL_COOLDOWN')
    expect(body.message).toBe('Please try again after 30 seconds')
    now += 30_000
    expect(
      (await frame('/v1/auth/email/update', token, { json: { email: `soon${people}@example.com` } })).status,
    ).toBe(200)
    await mail.nextCode(email)
  })
})
