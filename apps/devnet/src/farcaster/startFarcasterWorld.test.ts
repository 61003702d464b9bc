import { type Address, recoverMessageAddress } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployFixtures } from '../fixtures/deployFixtures'
import { type StartAnvilReturnType, startAnvil } from '../startAnvil'
import { RELAY_AUTH_KEY_HEADER } from './answerRelayRequest'
import { DEVNET_FARCASTER_USERS } from './farcasterUsers'
import { signSignInWithFarcaster } from './signSignInWithFarcaster'
import { type StartFarcasterWorldReturnType, startFarcasterWorld } from './startFarcasterWorld'

const [ada, grace] = DEVNET_FARCASTER_USERS
const CHAIN_ID = 31337
const signIn = { siweUri: 'http://127.0.0.1:5173/login', domain: '127.0.0.1:5173' }

let anvil: StartAnvilReturnType
let idRegistryAddress: Address
let world: StartFarcasterWorldReturnType

beforeAll(async () => {
  anvil = await startAnvil({ chainId: CHAIN_ID })
  const fixtures = await deployFixtures(anvil.url, {
    nftBaseUri: (symbol) => `http://127.0.0.1:1/${symbol}/`,
  })
  idRegistryAddress = fixtures.idRegistry
  world = await startFarcasterWorld({ rpcUrl: anvil.url, idRegistryAddress })
})
afterAll(async () => {
  await world?.stop()
  await anvil?.stop()
})

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${world.relayUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function status(channelToken: string | undefined) {
  const response = await fetch(`${world.relayUrl}/v1/channel/status`, {
    headers: channelToken ? { authorization: `Bearer ${channelToken}` } : {},
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function openChannel(extra: Record<string, string> = {}) {
  const { status: code, body } = await post('/v1/channel', { ...signIn, ...extra })
  expect(code).toBe(201)
  return body as { channelToken: string; url: string; nonce: string }
}

/** What a Farcaster app posts to the relay once its user signed. */
async function authenticateAs(
  user: (typeof DEVNET_FARCASTER_USERS)[number],
  channel: { channelToken: string; nonce: string },
  headers: Record<string, string> = { [RELAY_AUTH_KEY_HEADER]: world.authKey },
) {
  const signed = await signSignInWithFarcaster({
    user,
    signatureParams: { ...signIn, nonce: channel.nonce },
    chainId: CHAIN_ID,
    issuedAt: new Date(),
  })
  return post(
    '/v1/channel/authenticate',
    { ...signed, fid: user.fid, username: user.username, displayName: user.displayName },
    { authorization: `Bearer ${channel.channelToken}`, ...headers },
  )
}

async function submitAppForm(fields: Record<string, string>) {
  const response = await fetch(world.appUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })
  return { status: response.status, page: await response.text() }
}

describe('the relay: POST /v1/channel', () => {
  it('opens a channel: 201 with its token, the link to the test Farcaster app, and a fresh nonce', async () => {
    const channel = await openChannel()
    expect(channel.url).toBe(`${world.appUrl}?channelToken=${channel.channelToken}`)
    expect(channel.nonce).toMatch(/^[a-zA-Z0-9]{8,}$/)
    expect((await openChannel()).nonce).not.toBe(channel.nonce)
    expect((await openChannel({ nonce: 'appChosenNonce1' })).nonce).toBe('appChosenNonce1')
  })

  it('refuses a body without siweUri, with a domain that has a scheme, an unknown field or no JSON: 400', async () => {
    const refusals = [
      { domain: signIn.domain },
      { ...signIn, domain: 'https://127.0.0.1:5173' },
      { ...signIn, nonce: 'short' },
      { ...signIn, expirationTime: 'tomorrow' },
      { ...signIn, acceptAnything: true },
    ]
    for (const body of refusals) {
      const answer = await post('/v1/channel', body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.error).toBe('Validation error')
    }
    const notJson = await post('/v1/channel', 'siweUri=x')
    expect(notJson).toEqual({
      status: 400,
      body: { error: 'Validation error', message: 'The body is not JSON.' },
    })
    const missing = await post('/v1/channel', { domain: signIn.domain })
    expect(missing.body.message).toMatch(/^siweUri: /)
  })
})

describe('the relay: GET /v1/channel/status and POST /v1/channel/authenticate', () => {
  it('answers 202 pending, then once 200 completed with the custody address from the ID registry', async () => {
    const channel = await openChannel({ requestId: 'req-1' })
    const pending = await status(channel.channelToken)
    expect(pending).toEqual({
      status: 202,
      body: {
        state: 'pending',
        nonce: channel.nonce,
        url: channel.url,
        signatureParams: { ...signIn, requestId: 'req-1', nonce: channel.nonce },
      },
    })

    const authenticated = await authenticateAs(grace!, channel)
    expect(authenticated.status).toBe(201)
    const completed = await status(channel.channelToken)
    expect(completed.status).toBe(200)
    expect(completed.body).toMatchObject({
      state: 'completed',
      nonce: channel.nonce,
      fid: 2,
      username: 'grace',
      displayName: 'Grace Hopper',
      custody: grace!.custody,
      verifications: [],
    })
    expect(await recoverMessageAddress(completed.body as { message: string; signature: `0x${string}` })).toBe(
      grace!.custody,
    )
    // The result is read once: the channel is closed after it, as on Farcaster's relay.
    expect((await status(channel.channelToken)).status).toBe(401)
  })

  it('answers 401 to a status read without a token or with an unknown one', async () => {
    expect(await status(undefined)).toMatchObject({ status: 401, body: { error: 'Unauthorized' } })
    expect(await status('not-a-channel')).toMatchObject({ status: 401, body: { error: 'Unauthorized' } })
  })

  it("refuses authenticate without the relay's auth key, for an unknown channel, or twice: 401, 401, 409", async () => {
    const channel = await openChannel()
    expect((await authenticateAs(ada!, channel, {})).status).toBe(401)
    expect((await authenticateAs(ada!, channel, { [RELAY_AUTH_KEY_HEADER]: 'guessed' })).status).toBe(401)
    expect((await status(channel.channelToken)).body.state).toBe('pending')
    const unknown = await authenticateAs(ada!, { ...channel, channelToken: 'not-a-channel' })
    expect(unknown).toMatchObject({ status: 401, body: { error: 'Unauthorized' } })
    expect((await authenticateAs(ada!, channel)).status).toBe(201)
    expect((await authenticateAs(grace!, channel)).status).toBe(409)
    expect((await status(channel.channelToken)).body).toMatchObject({ fid: 1, custody: ada!.custody })
  })

  it('refuses an authenticate body with a malformed signature or username, or a fid the registry lacks', async () => {
    const channel = await openChannel()
    const headers = {
      authorization: `Bearer ${channel.channelToken}`,
      [RELAY_AUTH_KEY_HEADER]: world.authKey,
    }
    const good = { message: 'signed text', signature: `0x${'11'.repeat(65)}`, fid: 1, username: 'ada' }
    for (const body of [
      { ...good, signature: '0x1234' },
      { ...good, username: 'Ada Lovelace' },
      { ...good, fid: 0 },
      { ...good, pfpUrl: 'not a url' },
    ]) {
      expect((await post('/v1/channel/authenticate', body, headers)).status, JSON.stringify(body)).toBe(400)
    }
    const unknownFid = await post('/v1/channel/authenticate', { ...good, fid: 99 }, headers)
    expect(unknownFid).toEqual({
      status: 400,
      body: { error: 'Unknown fid', message: 'fid 99 is not in the ID registry.' },
    })
    expect((await status(channel.channelToken)).status).toBe(202)
  })

  it('answers 404 for routes it does not have', async () => {
    expect((await post('/v1/channels', signIn)).status).toBe(404)
    expect((await fetch(`${world.relayUrl}/`)).status).toBe(404)
  })
})

describe('the test Farcaster app', () => {
  it('shows the request with one button per test user and Cancel, without script, every value escaped', async () => {
    const channel = await openChannel({ siweUri: 'http://127.0.0.1:5173/login?next=<b>"x"</b>' })
    const response = await fetch(channel.url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'none'/)
    const page = await response.text()
    expect(page).toContain('<strong>127.0.0.1:5173</strong> asks you to sign in')
    expect(page).toContain('next=&lt;b&gt;&quot;x&quot;&lt;/b&gt;')
    expect(page).not.toContain('<b>')
    expect(page).not.toContain('<script')
    for (const user of DEVNET_FARCASTER_USERS) {
      expect(page).toContain(`id="farcaster-user-${user.username}"`)
      expect(page).toContain(`name="fid" value="${user.fid}"`)
    }
    expect(page).toContain('id="farcaster-cancel"')
  })

  it('signs as the chosen user with the channel domain, URI, nonce and times, and completes the channel', async () => {
    const notBefore = new Date(Date.now() - 60_000).toISOString()
    const expirationTime = new Date(Date.now() + 600_000).toISOString()
    const channel = await openChannel({ notBefore, expirationTime })
    const chosen = await submitAppForm({ channelToken: channel.channelToken, fid: '1' })
    expect(chosen.status).toBe(200)
    expect(chosen.page).toContain('Signed in to 127.0.0.1:5173 as @ada.')

    const completed = await status(channel.channelToken)
    expect(completed.body).toMatchObject({
      state: 'completed',
      fid: 1,
      username: 'ada',
      custody: ada!.custody,
    })
    const message = String(completed.body.message)
    expect(parseSiweMessage(message)).toMatchObject({
      domain: signIn.domain,
      address: ada!.custody,
      statement: 'Farcaster Auth',
      uri: signIn.siweUri,
      version: '1',
      chainId: CHAIN_ID,
      nonce: channel.nonce,
      notBefore: new Date(notBefore),
      expirationTime: new Date(expirationTime),
      resources: ['farcaster://fid/1'],
    })
    const signature = completed.body.signature as `0x${string}`
    expect(await recoverMessageAddress({ message, signature })).toBe(ada!.custody)
    // A used link shows nothing to sign.
    expect((await fetch(channel.url)).status).toBe(404)
  })

  it('closes the channel on Cancel, so the app waiting on it hears 401 at once', async () => {
    const channel = await openChannel()
    const cancelled = await submitAppForm({ channelToken: channel.channelToken, cancel: '1' })
    expect(cancelled.page).toContain('Sign-in to 127.0.0.1:5173 cancelled.')
    expect((await status(channel.channelToken)).status).toBe(401)
  })

  it('answers 404 for an unknown link and 400 for a form without a choice or with an unknown fid', async () => {
    expect((await fetch(`${world.appUrl}?channelToken=nope`)).status).toBe(404)
    const channel = await openChannel()
    expect((await submitAppForm({ channelToken: channel.channelToken })).status).toBe(400)
    expect((await submitAppForm({ channelToken: channel.channelToken, fid: '99' })).status).toBe(400)
    expect((await status(channel.channelToken)).status).toBe(202)
  })
})

describe('channel expiry', () => {
  it('forgets a channel after its time to live: status 401 and the link 404', async () => {
    const shortLived = await startFarcasterWorld({ rpcUrl: anvil.url, idRegistryAddress, channelTtlMs: 50 })
    try {
      const created = await fetch(`${shortLived.relayUrl}/v1/channel`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(signIn),
      })
      const { channelToken, url } = (await created.json()) as { channelToken: string; url: string }
      await new Promise((resolve) => setTimeout(resolve, 100))
      const read = await fetch(`${shortLived.relayUrl}/v1/channel/status`, {
        headers: { authorization: `Bearer ${channelToken}` },
      })
      expect(read.status).toBe(401)
      expect((await fetch(url)).status).toBe(404)
    } finally {
      await shortLived.stop()
    }
  })

  it('frees its port when stopped', async () => {
    const other = await startFarcasterWorld({ rpcUrl: anvil.url, idRegistryAddress })
    const port = Number(new URL(other.relayUrl).port)
    await other.stop()
    const again = await startFarcasterWorld({ rpcUrl: anvil.url, idRegistryAddress, port })
    expect(again.relayUrl).toBe(other.relayUrl)
    await again.stop()
  })
})
