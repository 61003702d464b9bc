import {
  DEVNET_FARCASTER_USERS,
  type DevnetFarcasterUser,
  findFreePort,
  signFarcasterCodeRequest,
  signSignInWithFarcaster,
} from '@latch/devnet'
import { foundry } from 'viem/chains'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectApiError } from '../testing'
import { useFarcasterLogins } from '../testing/useFarcasterLogins'

// POST /v1/auth/farcaster/code: what a person's Farcaster app asks once they signed a request (the whole
// login with it: farcasterLogin.test.ts; the attacker's side: ../attacks/farcasterLoginSwap.attack.test.ts).
const [ada, grace] = DEVNET_FARCASTER_USERS
const logins = useFarcasterLogins(await findFreePort())
const { api, farcaster, start } = logins
const PUBLIC_URL = logins.publicUrl

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the sign-in code a Farcaster app asks for', () => {
  it("the code endpoint: a Farcaster app's custody signature for the request's nonce, once; never a stranger's message or the relay's copy", async () => {
    const started = await start()
    const status = await fetch(`${farcaster.world.relayUrl}/v1/channel/status`, {
      headers: { authorization: `Bearer ${started.channelToken}` },
    })
    const { nonce } = (await status.json()) as { nonce: string }
    const ask = (body: unknown) => api.request('/v1/auth/farcaster/code', { projectId: null, json: body })
    const request = (user: DevnetFarcasterUser = ada!, at = nonce) =>
      signFarcasterCodeRequest({
        user,
        servicesUrl: PUBLIC_URL,
        nonce: at,
        chainId: foundry.id,
        issuedAt: new Date(),
      })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})

    // the sign-in message itself (what the relay passes on) is no code request
    const signIn = await signSignInWithFarcaster({
      user: ada!,
      signatureParams: { siweUri: PUBLIC_URL, domain: new URL(PUBLIC_URL).host, nonce },
      chainId: foundry.id,
      issuedAt: new Date(),
    })
    await expectApiError(await ask(signIn), 401, 'FARCASTER_CODE_REQUEST_INVALID')
    expect(String(warn.mock.calls[0]?.[0])).toMatch(
      /INVALID_FARCASTER_MESSAGE: The statement must be 'Latch sign-in code'/,
    )
    // signed by a key that is not the fid's custody
    const forged = await request()
    await expectApiError(
      await ask({ ...forged, signature: (await request(grace)).signature }),
      401,
      'FARCASTER_CODE_REQUEST_INVALID',
    )
    await expectApiError(
      await ask({ message: 'not a message', signature: '0x00' }),
      401,
      'FARCASTER_CODE_REQUEST_INVALID',
    )
    await expectApiError(await ask(await request(ada, 'f'.repeat(32))), 401, 'FARCASTER_LOGIN_UNKNOWN')

    // from anywhere (no project, any origin): the custody key is the credential; one code per request
    const issued = await ask(await request())
    expect(issued.status).toBe(200)
    expect(issued.headers.get('cache-control')).toBe('no-store')
    expect(await issued.json()).toEqual({ code: expect.stringMatching(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/) })
    await expectApiError(await ask(await request(grace)), 409, 'FARCASTER_CODE_ISSUED')
    await expectApiError(await ask({ message: 'x' }), 400, 'INVALID_BODY')

    // no project to count them against: each client has a bucket of its own for them
    const limited = api.createApp({
      rateLimit: { max: 2, windowSeconds: 60 },
      clientIpHeader: 'x-test-client',
    })
    const junk = { message: 'not a message', signature: '0x00' }
    const headers = { 'x-test-client': '203.0.113.9' }
    for (let call = 0; call < 2; call++)
      expect(
        (await api.request('/v1/auth/farcaster/code', { app: limited, projectId: null, json: junk, headers }))
          .status,
      ).toBe(401)
    await expectApiError(
      await api.request('/v1/auth/farcaster/code', { app: limited, projectId: null, json: junk, headers }),
      429,
      'RATE_LIMITED',
    )
  })
})
