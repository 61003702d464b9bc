import { randomBytes, randomUUID } from 'node:crypto'
import {
  DEVNET_FARCASTER_USERS,
  deployFixtures,
  type StartAnvilReturnType,
  type StartFarcasterWorldReturnType,
  signFarcasterCodeRequest,
  startAnvil,
  startFarcasterWorld,
} from '@latch/devnet'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAuthSession } from '../auth/createAuthSession'
import { authIdentities, authUsers } from '../db/schema'
import { type StartApiServerReturnType, startApiServer } from '../startApiServer'
import { randomLoginSecret } from '../testing/frameRequest'
import { TEST_FRAME_ORIGIN } from '../testing/signInByEmail'
import { recordResponse, type TakenShares } from '../testing/takeWalletShares'
import { TEST_ORIGIN } from '../testing/useTestApi'

const [ada, grace] = DEVNET_FARCASTER_USERS
const PROJECT_ID = 'attack-farcaster'
/** The attacker's own browser, as its requests say. */
const ATTACKER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'
let anvil: StartAnvilReturnType
let farcaster: StartFarcasterWorldReturnType
let api: StartApiServerReturnType

beforeAll(async () => {
  anvil = await startAnvil({ chainId: foundry.id })
  const { idRegistry } = await deployFixtures(anvil.url, {
    nftBaseUri: (symbol) => `http://127.0.0.1:1/${symbol}/`,
  })
  farcaster = await startFarcasterWorld({ rpcUrl: anvil.url, idRegistryAddress: idRegistry })
  // Served over HTTP: the Farcaster app reaches the services at their public URL, as in the world.
  api = await startApiServer({
    database: { dataDir: 'memory://' },
    chains: [{ id: foundry.id, name: 'Latch Devnet', rpcUrl: anvil.url }],
    indexer: false,
    seedWallets: false,
    projects: [{ id: PROJECT_ID, name: 'attack', origins: [TEST_ORIGIN] }],
    frameOrigins: [TEST_FRAME_ORIGIN],
    recoverySecret: randomBytes(32),
    farcaster: { relayUrl: farcaster.relayUrl, chainId: foundry.id, idRegistryAddress: idRegistry },
  })
}, 60_000)
afterAll(async () => {
  await api?.stop()
  await farcaster?.stop()
  await anvil?.stop()
})

/** Raw HTTP to the services with the frame's Origin header (any script can send it). */
function asFrame(
  path: string,
  body: unknown,
  init: { token?: string; agent?: string; method?: string } = {},
) {
  return fetch(`${api.url}${path}?projectId=${PROJECT_ID}`, {
    method: init.method ?? (body === undefined ? 'GET' : 'POST'),
    headers: {
      origin: TEST_FRAME_ORIGIN,
      'user-agent': init.agent ?? ATTACKER_AGENT,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
}

/** What a session token gets from the wallet routes: the auth share, then the recovery share. */
async function takeShares(token: string | undefined): Promise<TakenShares> {
  if (!token) return {}
  const taken: TakenShares = {}
  const wallet = await asFrame('/v1/auth/wallet', undefined, { token })
  if (wallet.ok) taken.authShare = ((await wallet.json()) as { authShare: string }).authShare
  const recovered = await asFrame('/v1/auth/wallet/recover', undefined, { token, method: 'POST' })
  if (recovered.ok)
    taken.recoveryShare = ((await recovered.json()) as { recoveryShare: string }).recoveryShare
  return taken
}

/** Ada (fid 1) signed in with Farcaster before and made her wallet: both server shares are stored. */
async function victimWithWallet(fid: number) {
  const { db } = api.database
  const userId = randomUUID()
  await db.insert(authUsers).values({ id: userId, email: null, createdAt: new Date() })
  await db
    .insert(authIdentities)
    .values({ provider: 'farcaster', subject: String(fid), userId, createdAt: new Date() })
  const deviceId = `device-victim-${fid}`
  const { token } = await createAuthSession(db, { userId, deviceId, projectId: PROJECT_ID, now: Date.now() })
  const stored = await asFrame(
    '/v1/auth/wallet',
    {
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      authShare: Buffer.from('victim auth share').toString('base64'),
      recoveryShare: Buffer.from('victim recovery share').toString('base64'),
    },
    { token, method: 'PUT' },
  )
  expect(stored.status).toBe(201)
  return { deviceId }
}

/** A frame starts a Farcaster login for the host page `site`: its channel, link and what it keeps. */
async function startLogin(deviceId: string) {
  const kept = { deviceId, secret: randomLoginSecret() }
  const started = await asFrame('/v1/auth/farcaster/start', { ...kept, site: TEST_ORIGIN })
  expect(started.status).toBe(200)
  const { channelToken, url } = (await started.json()) as { channelToken: string; url: string }
  return { ...kept, channelToken, url }
}

/** A person in the test Farcaster app the link opened, signing in as `fid`: answers the page the app shows after. */
async function signInFarcasterApp(url: string, fid: number): Promise<{ page: string; code?: string }> {
  const channelToken = new URL(url).searchParams.get('channelToken') ?? ''
  const response = await fetch(farcaster.appUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ channelToken, fid: String(fid) }).toString(),
  })
  expect(response.status).toBe(200)
  const page = await response.text()
  const code = /data-testid="farcaster-code">([^<]+)</.exec(page)?.[1]
  return { page, ...(code ? { code } : {}) }
}

const finish = (login: { channelToken: string; secret: string; deviceId: string }, code?: string) =>
  asFrame('/v1/auth/farcaster/finish', {
    channelToken: login.channelToken,
    secret: login.secret,
    deviceId: login.deviceId,
    ...(code === undefined ? {} : { code }),
  })

describe('attack: login CSRF on Sign In With Farcaster (a request the attacker starts, the victim signs)', () => {
  it('the attacker polling with everything it holds gets no session and no share once the victim signed in the Farcaster app', async () => {
    const victim = await victimWithWallet(ada!.fid)
    // The attacker's frame starts the request and sends the victim the link (or its QR code).
    const attacker = await startLogin('device-attacker')
    // The app names who asks: the site and the device (the attacker's own browser, by its user agent).
    const request = await (await fetch(attacker.url)).text()
    expect(request).toContain(TEST_ORIGIN)
    expect(request).toContain('Chrome on Windows')

    // The victim signs in as ada; the app shows the victim the code for the device that asked.
    const atVictim = await signInFarcasterApp(attacker.url, ada!.fid)
    expect(atVictim.code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/)
    expect(atVictim.page).toContain('Chrome on Windows')

    // The victim's own page, holding the code but not the start secret, cannot finish it.
    const byVictim = await recordResponse(
      await finish({ ...attacker, secret: randomLoginSecret(), deviceId: victim.deviceId }, atVictim.code),
    )
    // The attacker polls as its frame does, then guesses a code.
    const polled = await recordResponse(await finish(attacker))
    const guessed = await recordResponse(await finish(attacker, 'ABCD-2345'))
    const taken = { ...(await takeShares(polled.token)), ...(await takeShares(guessed.token)) }
    expect({ byVictim, polled, guessed, taken }).toEqual({
      byVictim: { status: 401, code: 'FARCASTER_LOGIN_UNKNOWN' },
      polled: { status: 409, code: 'FARCASTER_CODE_REQUIRED' },
      guessed: { status: 401, code: 'FARCASTER_CODE_INVALID' },
      taken: {},
    })
  })

  it("a code the attacker gets with its own Farcaster account is not the victim's: refused", async () => {
    const attacker = await startLogin('device-attacker-2')
    const nonce = await nonceOf(attacker.channelToken)
    await signInFarcasterApp(attacker.url, ada!.fid)
    expect((await recordResponse(await finish(attacker))).code).toBe('FARCASTER_CODE_REQUIRED')
    // The attacker signs a code request for this request's nonce with its own custody key (grace, fid 2).
    const request = await signFarcasterCodeRequest({
      user: grace!,
      servicesUrl: api.url,
      nonce,
      chainId: foundry.id,
      issuedAt: new Date(),
    })
    const minted = await fetch(`${api.url}/v1/auth/farcaster/code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    })
    // the victim's app asked first: one code per request
    expect(await recordResponse(minted)).toEqual({ status: 409, code: 'FARCASTER_CODE_ISSUED' })

    // Before the victim's app asks: the attacker's code is for fid 2, the signed sign-in for fid 1.
    const early = await startLogin('device-attacker-3')
    const earlyNonce = await nonceOf(early.channelToken)
    const attackerCode = await fetch(`${api.url}/v1/auth/farcaster/code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        await signFarcasterCodeRequest({
          user: grace!,
          servicesUrl: api.url,
          nonce: earlyNonce,
          chainId: foundry.id,
          issuedAt: new Date(),
        }),
      ),
    })
    expect(attackerCode.status).toBe(200)
    const { code } = (await attackerCode.json()) as { code: string }
    await signInFarcasterApp(early.url, ada!.fid)
    const refused = await recordResponse(await finish(early, code))
    expect({ ...refused, taken: await takeShares(refused.token) }).toEqual({
      status: 401,
      code: 'FARCASTER_CODE_INVALID',
      taken: {},
    })
  })

  it('five wrong codes end the request; a code works once', async () => {
    const attacker = await startLogin('device-guesser')
    const { code } = await signInFarcasterApp(attacker.url, ada!.fid)
    for (let guess = 0; guess < 4; guess++)
      expect((await recordResponse(await finish(attacker, `AAAA-AAA${guess}`))).code).toBe(
        'FARCASTER_CODE_INVALID',
      )
    expect(await recordResponse(await finish(attacker, 'AAAA-AAA9'))).toEqual({
      status: 401,
      code: 'FARCASTER_CODE_INVALID',
    })
    // over: even the right code opens nothing
    expect(await recordResponse(await finish(attacker, code))).toEqual({
      status: 401,
      code: 'FARCASTER_LOGIN_UNKNOWN',
    })

    const person = await startLogin('device-person')
    const shown = await signInFarcasterApp(person.url, grace!.fid)
    const first = await recordResponse(await finish(person, shown.code))
    expect(first.status).toBe(200)
    expect(await recordResponse(await finish(person, shown.code))).toEqual({
      status: 401,
      code: 'FARCASTER_LOGIN_UNKNOWN',
    })
  })
})

/** The request's nonce, as anyone holding the channel token reads it from the relay while it waits. */
async function nonceOf(channelToken: string): Promise<string> {
  const status = await fetch(`${farcaster.relayUrl}/v1/channel/status`, {
    headers: { authorization: `Bearer ${channelToken}` },
  })
  expect(status.status).toBe(202)
  return ((await status.json()) as { nonce: string }).nonce
}
