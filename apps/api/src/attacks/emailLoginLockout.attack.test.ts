// Attack: one client asks for a login mail to the victim's address every 30 s. The cooldown was per
// address only, and each start replaced the address's code: the victim could never get, or keep, a code.
// And the start's answer told whether an address has a wallet (VERIFY_DEVICE) or not (VERIFY_OTP).
import { describe, expect, it } from 'vitest'
import { EMAIL_STARTS_PER_CLIENT } from '../auth/authLimits'
import { expectApiError, useTestApi } from '../testing'
import { frameRequest } from '../testing/frameRequest'
import { signInByEmail, TEST_FRAME_ORIGIN } from '../testing/signInByEmail'
import { useMailSink } from '../testing/useMailSink'

let now = Date.UTC(2026, 10, 25, 10)
const mail = useMailSink()
const api = useTestApi({
  deps: {
    now: () => now,
    frameOrigins: [TEST_FRAME_ORIGIN],
    mailer: mail.mailer,
    // behind the operator's proxy, which names the client
    clientIpHeader: 'x-real-ip',
  },
})

const ATTACKER = { 'x-real-ip': '203.0.113.7' }
const VICTIM = { 'x-real-ip': '198.51.100.23' }

describe('attack: keeping an address from signing in, and telling registered addresses', () => {
  it('one client asking every 30 s does not stop another client: the victim gets a code and signs in with it', async () => {
    const email = 'locked-out@example.com'
    const victimDevice = 'victim-laptop-e1'
    await signInByEmail(api, mail, { email, deviceId: victimDevice, headers: VICTIM })
    for (let minute = 0; minute < 3; minute++) {
      now += 30_000
      const started = await frameRequest(api, '/v1/auth/email/start', {
        json: { email, deviceId: 'attacker-device-e1' },
        headers: ATTACKER,
      })
      expect(started.status).toBe(200)
      await mail.nextLink(email)
      now += 10_000
      // the victim, 10 s into the attacker's cooldown
      const body = { email, deviceId: victimDevice }
      const victim = await frameRequest(api, '/v1/auth/email/start', { json: body, headers: VICTIM })
      expect(victim.status).toBe(200)
      expect(await victim.json()).toEqual({ action: 'VERIFY_OTP' })
      const otp = await mail.nextCode(email)
      now += 20_000
      // the attacker's next start comes before the victim types the code: it must not replace it
      await frameRequest(api, '/v1/auth/email/start', {
        json: { email, deviceId: 'attacker-device-e1' },
        headers: ATTACKER,
      })
      await mail.nextLink(email)
      const verified = await frameRequest(api, '/v1/auth/email/verify', {
        json: { ...body, otp },
        headers: VICTIM,
      })
      expect(verified.status).toBe(200)
    }
  })

  it('the same client and address still wait 30 s (spec §5), and one client gets a limited number of login mails across addresses', async () => {
    const first = await frameRequest(api, '/v1/auth/email/start', {
      json: { email: 'cool@example.com', deviceId: 'device-e2' },
      headers: ATTACKER,
    })
    expect(first.status).toBe(200)
    await expectApiError(
      await frameRequest(api, '/v1/auth/email/start', {
        json: { email: 'cool@example.com', deviceId: 'device-e2' },
        headers: ATTACKER,
      }),
      429,
      'EMAIL_COOLDOWN',
    )
    now += 3600_000
    const answers: number[] = []
    for (let n = 0; n <= EMAIL_STARTS_PER_CLIENT.max; n++) {
      const started = await frameRequest(api, '/v1/auth/email/start', {
        json: { email: `spray${n}@example.com`, deviceId: 'device-e3' },
        headers: ATTACKER,
      })
      answers.push(started.status)
      if (started.status === 429) {
        expect(((await started.json()) as { code: string }).code).toBe('RATE_LIMITED')
        expect(Number(started.headers.get('retry-after'))).toBeGreaterThan(0)
      }
    }
    expect(answers.filter((status) => status === 200)).toHaveLength(EMAIL_STARTS_PER_CLIENT.max)
    expect(answers.at(-1)).toBe(429)
    // another client is not held by it
    const other = await frameRequest(api, '/v1/auth/email/start', {
      json: { email: 'spray0@example.com', deviceId: 'device-e4' },
      headers: VICTIM,
    })
    expect(other.status).toBe(200)
  })

  it('answers a registered address exactly as an unknown one on a new device: same status, body and headers', async () => {
    now += 3600_000
    await signInByEmail(api, mail, { email: 'registered@example.com', deviceId: 'owner-device-e5' })
    now += 31_000
    const answer = async (email: string) => {
      const response = await frameRequest(api, '/v1/auth/email/start', {
        json: { email, deviceId: 'prober-device-e5' },
        headers: { 'x-real-ip': '192.0.2.99' },
      })
      const headers = Object.fromEntries(response.headers)
      return { status: response.status, body: await response.text(), headers }
    }
    const registered = await answer('registered@example.com')
    const unknown = await answer('nobody-here@example.com')
    expect(registered).toEqual(unknown)
    expect(JSON.parse(registered.body)).toEqual({ action: 'VERIFY_DEVICE' })
    // and the device's wait says the same for both until the person opens their mail
    for (const email of ['registered@example.com', 'nobody-here@example.com']) {
      const waited = await frameRequest(api, '/v1/auth/device/wait', {
        json: { email, deviceId: 'prober-device-e5' },
      })
      expect(await waited.json()).toEqual({ approved: false })
    }
  })
})
