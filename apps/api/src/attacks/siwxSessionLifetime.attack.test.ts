import { describe, expect, it } from 'vitest'
import { useTestApi } from '../testing'
import { signInWith, siwxTestAccount, siwxTestDeps } from '../testing/siwxSessions'

// CAIP-122's Expiration Time is optional, and the page chooses it. A sign-in signed with none (or one in
// 2100), stolen once, would be a session for life. The services cap every session's lifetime, whatever
// the message says: 7 days by default (`siwxSessionMaxSeconds`, LATCH_SIWX_SESSION_MAX_SECONDS).

const DAY_MS = 24 * 60 * 60 * 1000
const api = useTestApi()

/** The services as they would answer at `now` (ms), on the same database. */
const servicesAt = (now: number, maxSeconds?: number) =>
  api.createApp({
    ...siwxTestDeps(),
    now: () => now,
    ...(maxSeconds === undefined ? {} : { siwxSessionMaxSeconds: maxSeconds }),
  })
const statusAt = async (id: string, now: number) => {
  const response = await api.request(`/v1/sessions/${id}`, { app: servicesAt(now) })
  return (await response.json()) as { status: string; expiresAt: string | null }
}

describe('a session signed with no expiry, or a far one, ends at the cap', () => {
  it('no Expiration Time: active for 7 days, expired after', async () => {
    const signedAt = Date.now()
    const owner = await siwxTestAccount('solana', 3)
    const session = await signInWith(api, servicesAt(signedAt), owner)
    const cap = new Date(signedAt + 7 * DAY_MS).toISOString()
    expect(session.expiresAt).toBe(cap)
    expect(await statusAt(session.id, signedAt + 7 * DAY_MS - 1000)).toMatchObject({ status: 'active' })
    expect(await statusAt(session.id, signedAt + 7 * DAY_MS)).toMatchObject({
      status: 'expired',
      expiresAt: cap,
    })
    expect(await statusAt(session.id, signedAt + 3650 * DAY_MS)).toMatchObject({ status: 'expired' })
  })

  it('an Expiration Time in 2100 is cut to the cap; a nearer one is kept', async () => {
    const signedAt = Date.now()
    const owner = await siwxTestAccount('bip122', 3)
    const far = await signInWith(api, servicesAt(signedAt), owner, {
      expirationTime: '2100-01-01T00:00:00.000Z',
    })
    expect(far.expiresAt).toBe(new Date(signedAt + 7 * DAY_MS).toISOString())
    const near = new Date(signedAt + DAY_MS).toISOString()
    const kept = await signInWith(api, servicesAt(signedAt), owner, { expirationTime: near })
    expect(kept.expiresAt).toBe(near)
  })

  it('the operator sets the cap (one hour here), and a lower cap ends sessions made under a higher one', async () => {
    const signedAt = Date.now()
    const owner = await siwxTestAccount('polkadot', 3)
    const hourly = await signInWith(api, servicesAt(signedAt, 3600), owner)
    expect(hourly.expiresAt).toBe(new Date(signedAt + 3_600_000).toISOString())
    const weekly = await signInWith(api, servicesAt(signedAt), owner)
    const read = await api.request(`/v1/sessions/${weekly.id}`, {
      app: servicesAt(signedAt + 2 * 3_600_000, 3600),
    })
    expect(await read.json()).toMatchObject({ status: 'expired' })
  })
})
