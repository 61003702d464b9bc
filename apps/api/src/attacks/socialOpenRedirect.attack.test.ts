import { driveIdentitySignIn } from '@latch/devnet'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { hashSecretToken } from '../auth/secretTokens'
import { authSocialLogins } from '../db/schema'
import { TEST_ORIGIN, useTestApi } from '../testing'
import { frameRequest, randomLoginSecret } from '../testing/frameRequest'
import { TEST_FRAME_ORIGIN } from '../testing/signInByEmail'
import { recordResponse } from '../testing/takeWalletShares'
import { useIdentityProvider } from '../testing/useIdentityProvider'

const PUBLIC_URL = 'https://api.latch.test'
const identity = useIdentityProvider(PUBLIC_URL)
const api = useTestApi({
  deps: {
    frameOrigins: [TEST_FRAME_ORIGIN],
    publicUrl: PUBLIC_URL,
    socialProviders: identity.socialProviders,
  },
})

const asFrame = (path: string, init?: Parameters<typeof frameRequest>[2]) => frameRequest(api, path, init)

/**
 * The attacker starts a login sending the person back to `returnUri`; if the services take it, a person
 * signs in and the callback's answer is recorded (where their browser would go).
 */
async function tryReturnUri(returnUri: string, projectId?: string) {
  const deviceId = `device-redirect-${randomLoginSecret().slice(0, 8)}`
  const started = await asFrame('/v1/auth/social/start', {
    ...(projectId ? { projectId } : {}),
    json: { provider: 'github', deviceId, returnUri, secret: randomLoginSecret() },
  })
  const start = await recordResponse(started.clone())
  if (!started.ok) return { start, stored: await storedFor(deviceId) }
  const { uri } = (await started.json()) as { uri: string }
  const callback = await (await driveIdentitySignIn(uri)).choose({ user: 'ada' })
  const back = await api.request(`${callback.pathname}${callback.search}`, { projectId: null })
  return { start, callback: { status: back.status, location: back.headers.get('location') } }
}

const storedFor = async (deviceId: string) =>
  (await api.db.select().from(authSocialLogins).where(eq(authSocialLogins.deviceId, deviceId))).length

describe('attack: the social callback as an open redirect', () => {
  it('a returnUri on a foreign origin is refused at the start (400 RETURN_URI_NOT_ALLOWED), nothing stored', async () => {
    for (const returnUri of [
      'https://evil.example/phish',
      // the userinfo trick: the origin is evil.example
      `https://${new URL(TEST_ORIGIN).host}@evil.example/`,
      // the allowed host on another port or scheme
      'http://127.0.0.1:5174/',
      'https://127.0.0.1:5173/',
    ])
      expect(await tryReturnUri(returnUri)).toEqual({
        start: { status: 400, code: 'RETURN_URI_NOT_ALLOWED' },
        stored: 0,
      })
  })

  it('only an exact allowed origin, https outside loopback: never a pattern, a `*` or plain http on the internet', async () => {
    const patterns = await api.createProject({
      id: `test-patterns-${randomLoginSecret().slice(0, 6)}`,
      origins: ['https://*.shop.example', '*', 'http://shop.example'],
    })
    for (const returnUri of [
      'https://attacker.shop.example/',
      'https://evil.example/',
      'http://shop.example/',
    ])
      expect(await tryReturnUri(returnUri, patterns.id)).toEqual({
        start: { status: 400, code: 'RETURN_URI_NOT_ALLOWED' },
        stored: 0,
      })
  })

  it('the callback never redirects to an origin the project does not allow, even for a login stored with one', async () => {
    // A login kept from before the check, or whose origin the project has dropped since.
    const state = randomLoginSecret()
    await api.db.insert(authSocialLogins).values({
      stateHash: hashSecretToken(state),
      provider: 'github',
      projectId: api.project.id,
      deviceId: 'device-stored-foreign',
      secretHash: hashSecretToken(randomLoginSecret()),
      codeVerifier: randomLoginSecret(),
      nonce: randomLoginSecret(),
      returnUri: 'https://evil.example/phish',
      expiresAt: new Date(Date.now() + 60_000),
    })
    const back = await api.request('/v1/auth/social/callback', {
      projectId: null,
      query: { state, error: 'access_denied' },
    })
    expect({ status: back.status, location: back.headers.get('location') }).toEqual({
      status: 400,
      location: null,
    })
    expect(await back.text()).toContain('Sign-in expired')
  })

  it('an allowed page still gets the person back, to its own origin', async () => {
    const returned = await tryReturnUri(`${TEST_ORIGIN}/shop?tab=wallet`)
    expect(returned.start.status).toBe(200)
    expect(returned.callback?.status).toBe(302)
    expect(new URL(returned.callback!.location!).origin).toBe(TEST_ORIGIN)
  })
})
