// Attack: a session token lives 30 days whatever happens, devices stay approved for ever, and the person
// can neither see them nor end them: a token copied once (a shared computer, a backup of the frame's
// storage) keeps working, and a lost device keeps its approval.
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { AUTH_SESSION_IDLE_MS } from '../auth/authLimits'
import { expectApiError, type TestRequestInit, useTestApi } from '../testing'
import { signInByEmail, TEST_FRAME_ORIGIN } from '../testing/signInByEmail'
import { useMailSink } from '../testing/useMailSink'

let now = Date.UTC(2026, 10, 25, 10)
const mail = useMailSink()
const api = useTestApi({
  deps: {
    now: () => now,
    frameOrigins: [TEST_FRAME_ORIGIN],
    mailer: mail.mailer,
    recoverySecret: randomBytes(32),
  },
})

const SHARES = {
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  authShare: Buffer.from('auth share').toString('base64'),
  recoveryShare: Buffer.from('recovery share').toString('base64'),
}

const call = (path: string, token: string, init: TestRequestInit = {}) =>
  api.request(path, {
    ...init,
    headers: { origin: TEST_FRAME_ORIGIN, authorization: `Bearer ${token}`, ...init.headers },
  })

let people = 0
async function person() {
  const email = `lifetime${++people}@example.com`
  const laptop = await signInByEmail(api, mail, { email, deviceId: `laptop-f${people}` })
  now += 31_000
  const phone = await signInByEmail(api, mail, { email, deviceId: `phone-f${people}` })
  now += 31_000
  return { email, laptop, phone }
}

describe('attack: a session or a device that never ends', () => {
  it('a session unused for longer than the idle limit is refused (401 AUTH_REQUIRED); one in use lives on', async () => {
    const { laptop, phone } = await person()
    for (let day = 0; day < 8; day++) {
      now += AUTH_SESSION_IDLE_MS / 2
      expect((await call('/v1/auth/user', phone.token)).status).toBe(200)
    }
    await expectApiError(await call('/v1/auth/user', laptop.token), 401, 'AUTH_REQUIRED')
  })

  it('"sign out everywhere" ends every other session: the copied token is refused, this one goes on', async () => {
    const { laptop, phone } = await person()
    const out = await call('/v1/auth/signout/everywhere', phone.token, { method: 'POST' })
    expect(out.status).toBe(200)
    expect(await out.json()).toEqual({ sessionsEnded: 1, devicesForgotten: 1 })
    await expectApiError(await call('/v1/auth/user', laptop.token), 401, 'AUTH_REQUIRED')
    expect((await call('/v1/auth/user', phone.token)).status).toBe(200)
  })

  it('the device list names each device without its id; a revoked device loses its sessions and its approval, so it reads no auth share and needs the emailed link again', async () => {
    const { email, laptop, phone } = await person()
    expect((await call('/v1/auth/wallet', phone.token, { method: 'PUT', json: SHARES })).status).toBe(201)
    const listed = await call('/v1/auth/devices', phone.token)
    expect(listed.headers.get('cache-control')).toBe('no-store')
    const { devices } = (await listed.json()) as { devices: { id: string; current: boolean }[] }
    expect(devices).toHaveLength(2)
    expect(JSON.stringify(devices)).not.toContain('laptop-f')
    const other = devices.find((device) => !device.current)!
    const revoked = await call('/v1/auth/devices/revoke', phone.token, {
      method: 'POST',
      json: { id: other.id },
    })
    expect(revoked.status).toBe(200)
    await expectApiError(await call('/v1/auth/wallet', laptop.token), 401, 'AUTH_REQUIRED')
    const again = await api.request('/v1/auth/email/start', {
      headers: { origin: TEST_FRAME_ORIGIN },
      json: { email, deviceId: `laptop-f${people}` },
    })
    expect(await again.json()).toEqual({ action: 'VERIFY_DEVICE' })
    // the current device is signed out, not revoked, here
    await expectApiError(
      await call('/v1/auth/devices/revoke', phone.token, {
        method: 'POST',
        json: { id: devices.find((device) => device.current)!.id },
      }),
      400,
      'INVALID_BODY',
    )
  })
})
