// Attack: guessing a sign-in code over many codes. Each code takes 5 wrong guesses and a new one can be
// asked for every 30 s, so without a budget across codes the guesses never stop: 10 codes an hour on a
// device the address once approved (a shared or stolen computer), a million codes in ~11 years, and
// 1 chance in 20,000 a day.
import { describe, expect, it } from 'vitest'
import { CODE_FAILURE_BUDGET } from '../auth/authLimits'
import { expectApiError, useTestApi } from '../testing'
import { frameRequest } from '../testing/frameRequest'
import { signInByEmail, TEST_FRAME_ORIGIN } from '../testing/signInByEmail'
import { useMailSink } from '../testing/useMailSink'

let now = Date.UTC(2026, 10, 25, 10)
const mail = useMailSink()
const api = useTestApi({ deps: { now: () => now, frameOrigins: [TEST_FRAME_ORIGIN], mailer: mail.mailer } })

/** One round of the attack: a new code for the device, then five wrong guesses at it. */
async function guessRound(body: { email: string; deviceId: string }) {
  now += 31_000
  const started = await frameRequest(api, '/v1/auth/email/start', { json: body })
  if (started.status !== 200) return { started: started.status, refused: [] as string[] }
  const code = await mail.nextCode(body.email)
  const wrong = code === '000000' ? '000001' : '000000'
  const refused: string[] = []
  for (let guess = 0; guess < 5; guess++) {
    const answer = await frameRequest(api, '/v1/auth/email/verify', { json: { ...body, otp: wrong } })
    refused.push(((await answer.json()) as { code: string }).code)
  }
  return { started: started.status, code, refused }
}

describe('attack: guessing sign-in codes across many codes', () => {
  it('locks code sign-in for the address once the failure budget is spent, mails the person, and refuses even the right code until the lock ends', async () => {
    const email = 'guessed@example.com'
    const deviceId = 'shared-computer-1'
    await signInByEmail(api, mail, { email, deviceId })
    const body = { email, deviceId }
    const rounds = Math.ceil(CODE_FAILURE_BUDGET / 5)
    for (let round = 0; round < rounds; round++) await guessRound(body)
    // the budget is spent: the person hears of it
    const notice = await mail.sink.waitForMessage({ to: email })
    expect(notice.subject).toBe('Sign-in to your Latch wallet is locked for 24 hours')
    expect(notice.text).toContain(`${CODE_FAILURE_BUDGET} wrong codes`)
    // no new code, and no code is checked, not even a right one
    now += 31_000
    const locked = await frameRequest(api, '/v1/auth/email/start', { json: body })
    expect((await expectApiError(locked, 429, 'LOGIN_LOCKED')).message).toMatch(/^Too many wrong codes/)
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(3600)
    await expectApiError(
      await frameRequest(api, '/v1/auth/email/verify', { json: { ...body, otp: '123456' } }),
      429,
      'LOGIN_LOCKED',
    )
    await expect(mail.sink.waitForMessage({ to: email, timeoutMs: 300 })).rejects.toThrow(/No mail/)
    // after the lock the address signs in again, a fresh budget
    now += 24 * 3600_000
    const { code } = await guessRound(body)
    expect(code).toMatch(/^\d{6}$/)
    now += 31_000
    await frameRequest(api, '/v1/auth/email/start', { json: body })
    const otp = await mail.nextCode(email)
    expect((await frameRequest(api, '/v1/auth/email/verify', { json: { ...body, otp } })).status).toBe(200)
  })

  it('a guess at a device that was sent no code costs the address nothing (else anyone could lock anyone)', async () => {
    const email = 'unbothered@example.com'
    const deviceId = 'own-laptop-1'
    await signInByEmail(api, mail, { email, deviceId })
    for (let guess = 0; guess < CODE_FAILURE_BUDGET * 2; guess++)
      await expectApiError(
        await frameRequest(api, '/v1/auth/email/verify', {
          json: { email, deviceId: `made-up-device-${guess}`, otp: '123456' },
        }),
        401,
        'INVALID_OTP',
      )
    now += 31_000
    expect((await frameRequest(api, '/v1/auth/email/start', { json: { email, deviceId } })).status).toBe(200)
    const otp = await mail.nextCode(email)
    const verified = await frameRequest(api, '/v1/auth/email/verify', { json: { email, deviceId, otp } })
    expect(verified.status).toBe(200)
  })
})
