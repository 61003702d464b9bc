import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { decryptRecoveryShare } from '../auth/recoveryShareCipher'
import { authWallets } from '../db/schema'
import { expectApiError, type TestRequestInit, useTestApi } from '../testing'
import { signInByEmail, TEST_FRAME_ORIGIN } from '../testing/signInByEmail'
import { useMailSink } from '../testing/useMailSink'

let now = Date.UTC(2026, 10, 25, 10)
const recoverySecret = randomBytes(32)
const mail = useMailSink()
const deps = {
  now: () => now,
  frameOrigins: [TEST_FRAME_ORIGIN],
  mailer: mail.mailer,
  recoverySecret,
  loginMailLimit: false as const,
}
const api = useTestApi({ deps })

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const AUTH_SHARE = Buffer.from('auth share bytes').toString('base64')
const RECOVERY_SHARE = Buffer.from('recovery share bytes').toString('base64')

/** A request from the embedded wallet's frame with the session's bearer token. */
function frame(path: string, token: string | undefined, init: TestRequestInit = {}) {
  const headers = { origin: TEST_FRAME_ORIGIN, ...(token ? { authorization: `Bearer ${token}` } : {}) }
  return api.request(path, { ...init, headers })
}

let emails = 0
/** A new user signed in on a new device: the session token, the user and the device. */
async function newUser() {
  const deviceId = `device-wallet-${++emails}`
  const session = await signInByEmail(api, mail, { email: `wallet${emails}@example.com`, deviceId })
  return { ...session, deviceId }
}

const putWallet = (
  token: string,
  json: unknown = { address: ADDRESS, authShare: AUTH_SHARE, recoveryShare: RECOVERY_SHARE },
) => frame('/v1/auth/wallet', token, { method: 'PUT', json })

describe('PUT and GET /v1/auth/wallet', () => {
  it('stores the wallet of a user who has none, once: GET answers the address and auth share, uncached; a second PUT is 409 WALLET_EXISTS', async () => {
    const { token } = await newUser()
    await expectApiError(await frame('/v1/auth/wallet', token), 404, 'NOT_FOUND')
    const stored = await putWallet(token, {
      address: ADDRESS.toLowerCase(),
      authShare: AUTH_SHARE,
      recoveryShare: RECOVERY_SHARE,
    })
    expect(stored.status).toBe(201)
    expect(await stored.json()).toEqual({ address: ADDRESS })
    const read = await frame('/v1/auth/wallet', token)
    expect(read.status).toBe(200)
    expect(read.headers.get('cache-control')).toBe('no-store')
    expect(await read.json()).toEqual({ address: ADDRESS, authShare: AUTH_SHARE })
    await expectApiError(await putWallet(token), 409, 'WALLET_EXISTS')
  })

  it('stores the recovery share encrypted (AES-256-GCM under the recovery secret and the user id), never as given', async () => {
    const { token, user } = await newUser()
    await putWallet(token)
    const [row] = await api.db.select().from(authWallets).where(eq(authWallets.userId, user.id))
    expect(row!.authShare).toBe(AUTH_SHARE)
    const stored = row!.recoveryShareEncrypted
    expect(stored).not.toContain(RECOVERY_SHARE)
    expect(Buffer.from(stored, 'base64').toString('latin1')).not.toContain('recovery share bytes')
    expect(decryptRecoveryShare({ recoverySecret, userId: user.id, encrypted: stored })).toBe(RECOVERY_SHARE)
    expect(() =>
      decryptRecoveryShare({ recoverySecret: randomBytes(32), userId: user.id, encrypted: stored }),
    ).toThrow()
    expect(() =>
      decryptRecoveryShare({ recoverySecret, userId: 'another-user', encrypted: stored }),
    ).toThrow()
  })

  it('validates the address and the shares (base64, at most 4096 characters)', async () => {
    const { token } = await newUser()
    for (const json of [
      { address: '0x1234', authShare: AUTH_SHARE, recoveryShare: RECOVERY_SHARE },
      { address: ADDRESS, authShare: 'not base64!', recoveryShare: RECOVERY_SHARE },
      { address: ADDRESS, authShare: AUTH_SHARE, recoveryShare: 'A'.repeat(4100) },
      { address: ADDRESS, authShare: AUTH_SHARE },
    ]) {
      await expectApiError(await putWallet(token, json), 400, 'INVALID_BODY')
    }
  })

  it('needs a live session: 401 AUTH_REQUIRED', async () => {
    await expectApiError(await putWallet('A'.repeat(43)), 401, 'AUTH_REQUIRED')
    await expectApiError(await frame('/v1/auth/wallet', undefined), 401, 'AUTH_REQUIRED')
    await expectApiError(
      await frame('/v1/auth/wallet/recover', undefined, { method: 'POST' }),
      401,
      'AUTH_REQUIRED',
    )
  })
})

describe('POST /v1/auth/wallet/recover', () => {
  it('answers a new device of the wallet, approved by the emailed link in this login, the decrypted recovery share, uncached, once per session: 409 ALREADY_RECOVERED after', async () => {
    const { token, user } = await newUser()
    await putWallet(token)
    // the device that made the wallet holds its own share: no recovery for it
    await expectApiError(
      await frame('/v1/auth/wallet/recover', token, { method: 'POST' }),
      403,
      'RECOVERY_CODE_REQUIRED',
    )
    now += 30_000
    const phone = await signInByEmail(api, mail, { email: user.email, deviceId: `phone-device-${emails}` })
    const recovered = await frame('/v1/auth/wallet/recover', phone.token, { method: 'POST' })
    expect(recovered.status).toBe(200)
    expect(recovered.headers.get('cache-control')).toBe('no-store')
    expect(await recovered.json()).toEqual({
      address: ADDRESS,
      authShare: AUTH_SHARE,
      recoveryShare: RECOVERY_SHARE,
    })
    await expectApiError(
      await frame('/v1/auth/wallet/recover', phone.token, { method: 'POST' }),
      409,
      'ALREADY_RECOVERED',
    )
    // the person was told
    expect((await mail.sink.waitForMessage({ to: user.email })).subject).toBe(
      'Your Latch wallet was recovered on a new device',
    )
  })

  it('a user without a wallet has nothing to recover: 404', async () => {
    const { token } = await newUser()
    await expectApiError(
      await frame('/v1/auth/wallet/recover/code', token, { method: 'POST' }),
      404,
      'NOT_FOUND',
    )
  })
})

describe('without a recovery secret', () => {
  it('the wallet routes answer 503 RECOVERY_NOT_CONFIGURED', async () => {
    const { token } = await newUser()
    const app = api.createApp({ ...deps, recoverySecret: undefined })
    const init = { app, headers: { origin: TEST_FRAME_ORIGIN, authorization: `Bearer ${token}` } }
    const json = { address: ADDRESS, authShare: AUTH_SHARE, recoveryShare: RECOVERY_SHARE }
    await expectApiError(
      await api.request('/v1/auth/wallet', { ...init, method: 'PUT', json }),
      503,
      'RECOVERY_NOT_CONFIGURED',
    )
    await expectApiError(await api.request('/v1/auth/wallet', init), 503, 'RECOVERY_NOT_CONFIGURED')
    await expectApiError(
      await api.request('/v1/auth/wallet/recover', { ...init, method: 'POST' }),
      503,
      'RECOVERY_NOT_CONFIGURED',
    )
  })
})
