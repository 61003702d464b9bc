import { randomBytes } from 'node:crypto'
import { driveIdentitySignIn } from '@latch/devnet'
import { describe, expect, it } from 'vitest'
import { expectApiError, TEST_ORIGIN, useTestApi } from '../testing'
import { frameRequest, randomLoginSecret } from '../testing/frameRequest'
import { signInByEmail, TEST_FRAME_ORIGIN } from '../testing/signInByEmail'
import { recordResponse, takeWalletShares } from '../testing/takeWalletShares'
import { useIdentityProvider } from '../testing/useIdentityProvider'
import { useMailSink } from '../testing/useMailSink'

const PUBLIC_URL = 'https://api.latch.test'
const RETURN_URI = `${TEST_ORIGIN}/shop`
const identity = useIdentityProvider(PUBLIC_URL)
const mail = useMailSink()
const api = useTestApi({
  deps: {
    frameOrigins: [TEST_FRAME_ORIGIN],
    mailer: mail.mailer,
    publicUrl: PUBLIC_URL,
    recoverySecret: randomBytes(32),
    socialProviders: identity.socialProviders,
  },
})

/** Raw HTTP with the frame's Origin header: nothing stops a script from sending it. */
const asFrame = (path: string, init?: Parameters<typeof frameRequest>[2]) => frameRequest(api, path, init)

const AUTH_SHARE = Buffer.from('victim auth share').toString('base64')
const RECOVERY_SHARE = Buffer.from('victim recovery share').toString('base64')

/** Ada, who made her wallet with an email login: the auth and recovery shares are on the services. */
async function victimWithWallet(email: string) {
  const deviceId = `device-victim-${randomBytes(3).toString('hex')}`
  const { token, user } = await signInByEmail(api, mail, { email, deviceId })
  const stored = await asFrame('/v1/auth/wallet', {
    token,
    method: 'PUT',
    json: {
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      authShare: AUTH_SHARE,
      recoveryShare: RECOVERY_SHARE,
    },
  })
  expect(stored.status).toBe(201)
  return { deviceId, userId: user.id }
}

/** A frame (the attacker's or the person's) starts a Google login with its own device and secret. */
async function startLogin(deviceId: string) {
  const kept = { deviceId, secret: randomLoginSecret() }
  const started = await asFrame('/v1/auth/social/start', {
    json: { provider: 'google', returnUri: RETURN_URI, ...kept },
  })
  expect(started.status).toBe(200)
  const { uri } = (await started.json()) as { uri: string }
  return { ...kept, uri, state: new URL(uri).searchParams.get('state')! }
}

/**
 * A browser at the provider: signs in as `user` and follows the redirect to the services' callback.
 * Answers where the callback sends that browser, and the completion secret in its fragment.
 */
async function signInAtProvider(uri: string, user: string) {
  const callback = await (await driveIdentitySignIn(uri)).choose({ user })
  const back = await api.request(`${callback.pathname}${callback.search}`, { projectId: null })
  expect(back.status).toBe(302)
  const location = new URL(back.headers.get('location')!)
  return {
    callbackPath: `${callback.pathname}${callback.search}`,
    location,
    completion: new URLSearchParams(location.hash.slice(1)).get('latch_social_code') ?? undefined,
  }
}

describe('attack: login CSRF on social login (a login the attacker starts, the victim finishes)', () => {
  it("the attacker holding the start secret, the state and the device gets no session and no share once the victim signed in at the provider; the victim's browser cannot finish it either", async () => {
    const victim = await victimWithWallet('ada@example.com')
    // The attacker's frame starts the login and sends the victim the genuine provider URL.
    const attacker = await startLogin('device-attacker')
    // The victim, signed in at Google as ada@example.com, signs in; their browser follows the callback.
    const atVictim = await signInAtProvider(attacker.uri, 'ada')
    // The completion secret went to the victim's browser alone, in the fragment (never sent to a server).
    expect(atVictim.location.origin).toBe(TEST_ORIGIN)
    expect(atVictim.location.search).not.toContain(atVictim.completion ?? 'no completion')

    // The victim's page holds the completion, but its frame never started this login: no secret.
    const byVictim = await recordResponse(
      await asFrame('/v1/auth/social/finish', {
        json: {
          state: attacker.state,
          secret: randomLoginSecret(),
          deviceId: victim.deviceId,
          completion: atVictim.completion,
        },
      }),
    )
    // The attacker finishes with everything it holds, as the old finish wanted it, then with a guess.
    const { state, secret, deviceId } = attacker
    const asBefore = await recordResponse(
      await asFrame('/v1/auth/social/finish', { json: { state, secret, deviceId } }),
    )
    const guessed = await recordResponse(
      await asFrame('/v1/auth/social/finish', {
        json: { state, secret, deviceId, completion: randomLoginSecret() },
      }),
    )
    const taken = {
      ...(await takeWalletShares(api, asBefore.token)),
      ...(await takeWalletShares(api, guessed.token)),
    }
    expect({ byVictim, asBefore, guessed, taken }).toEqual({
      byVictim: { status: 401, code: 'SOCIAL_LOGIN_UNKNOWN' },
      asBefore: { status: 400, code: 'INVALID_BODY' },
      guessed: { status: 401, code: 'SOCIAL_COMPLETION_INVALID' },
      taken: {},
    })
    // A wrong completion ends the login: even the right one, leaked later, opens nothing.
    await expectApiError(
      await asFrame('/v1/auth/social/finish', {
        json: { state, secret, deviceId, completion: atVictim.completion },
      }),
      401,
      'SOCIAL_LOGIN_UNKNOWN',
    )
  })

  it('a completion secret works once, for its own login only; the callback never mints a second one', async () => {
    const person = 'device-person'
    const first = await startLogin(person)
    const firstBack = await signInAtProvider(first.uri, 'grace')
    const finish = (login: typeof first, completion: string | undefined) =>
      asFrame('/v1/auth/social/finish', {
        json: { state: login.state, secret: login.secret, deviceId: login.deviceId, completion },
      })
    expect((await finish(first, firstBack.completion)).status).toBe(200)
    // Replayed: the login is used.
    await expectApiError(await finish(first, firstBack.completion), 401, 'SOCIAL_LOGIN_UNKNOWN')
    // The provider's redirect replayed: no login waits for it, no redirect, no new completion.
    const replayed = await api.request(firstBack.callbackPath, { projectId: null })
    expect(replayed.status).toBe(400)
    expect(replayed.headers.get('location')).toBeNull()

    // Another login of the same frame: the first completion is not its own.
    const second = await startLogin(person)
    await signInAtProvider(second.uri, 'grace')
    await expectApiError(await finish(second, firstBack.completion), 401, 'SOCIAL_COMPLETION_INVALID')
  })
})
