import { findFreePort } from '@latch/devnet'
import { describe, expect, it } from 'vitest'
import { expectApiError } from '../testing'
import { useFarcasterLogins } from '../testing/useFarcasterLogins'

// An operator whose people use Farcaster apps without the code step turns it off (LATCH_FARCASTER.signInCode).
const { start, finish, inFarcasterApp } = useFarcasterLogins(await findFreePort(), { signInCode: 'off' })

describe("Sign In With Farcaster with the operator's sign-in code turned off", () => {
  it('the finish opens the session once the app signed, with no code asked, once', async () => {
    const started = await start()
    await expectApiError(await finish(started), 409, 'FARCASTER_LOGIN_PENDING')
    await inFarcasterApp(started.url, { fid: 1 })
    const finished = await finish(started)
    expect(finished.status).toBe(200)
    const session = (await finished.json()) as { token: string; user: { social?: unknown } }
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(session.user).toMatchObject({ social: { provider: 'farcaster', username: 'ada' } })
    await expectApiError(await finish(started), 401, 'FARCASTER_LOGIN_UNKNOWN')
  })

  it('still only for the frame that started it: the start secret is checked', async () => {
    const started = await start()
    await inFarcasterApp(started.url, { fid: 2 })
    await expectApiError(await finish({ ...started, secret: 'x'.repeat(43) }), 401, 'FARCASTER_LOGIN_UNKNOWN')
  })
})
