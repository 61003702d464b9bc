import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Address, recoverMessageAddress } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployFixtures } from '../fixtures/deployFixtures'
import { type StartAnvilReturnType, startAnvil } from '../startAnvil'
import { DEVNET_FARCASTER_USERS } from './farcasterUsers'
import { readBody } from './relayHttp'
import { FARCASTER_CODE_STATEMENT } from './signFarcasterCodeRequest'
import { type StartFarcasterWorldReturnType, startFarcasterWorld } from './startFarcasterWorld'

// The test Farcaster app's side of Latch's sign-in codes, against a stand-in for the asking services that
// records what it is asked and answers as told (the real services' side: apps/api's Farcaster tests).
const [ada] = DEVNET_FARCASTER_USERS
const CHAIN_ID = 31337
const signIn = { siweUri: 'http://127.0.0.1:5173/login', domain: '127.0.0.1:5173' }

let anvil: StartAnvilReturnType
let world: StartFarcasterWorldReturnType
let services: Server
let servicesUrl = ''
const asked: { body: unknown }[] = []
let answer: { status: number; body: unknown } = { status: 200, body: { code: 'K7QM-2XD9' } }

beforeAll(async () => {
  anvil = await startAnvil({ chainId: CHAIN_ID })
  const { idRegistry } = await deployFixtures(anvil.url, {
    nftBaseUri: (symbol) => `http://127.0.0.1:1/${symbol}/`,
  })
  world = await startFarcasterWorld({ rpcUrl: anvil.url, idRegistryAddress: idRegistry as Address })
  services = createServer((request: IncomingMessage, response) => {
    void readBody(request).then((text) => {
      asked.push({ body: JSON.parse(text) })
      response
        .writeHead(answer.status, { 'content-type': 'application/json' })
        .end(JSON.stringify(answer.body))
    })
  })
  await new Promise<void>((resolve) => services.listen(0, '127.0.0.1', resolve))
  servicesUrl = `http://127.0.0.1:${(services.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => services?.close(resolve))
  await world?.stop()
  await anvil?.stop()
})

async function openChannel(extra: Record<string, string> = {}) {
  const response = await fetch(`${world.relayUrl}/v1/channel`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...signIn, ...extra }),
  })
  expect(response.status).toBe(201)
  return (await response.json()) as { channelToken: string; url: string; nonce: string }
}

async function signInAs(channelToken: string, fid: number): Promise<string> {
  const response = await fetch(world.appUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ channelToken, fid: String(fid) }).toString(),
  })
  expect(response.status).toBe(200)
  return response.text()
}

describe("the test Farcaster app and the asking site's sign-in code", () => {
  it('names the site and device asking (the request id), escaped, and warns to sign in only a request one started', async () => {
    const channel = await openChannel({ requestId: 'http://127.0.0.1:5173 in <b>Chrome</b> on Linux' })
    const page = await (await fetch(channel.url)).text()
    expect(page).toContain(
      'data-testid="farcaster-device">For: <strong>http://127.0.0.1:5173 in &lt;b&gt;Chrome&lt;/b&gt; on Linux</strong>',
    )
    expect(page).toContain('Sign in only if you started this yourself, on that device, just now.')
  })

  it('after signing a request naming a redirectUrl, asks it for the code with a second custody signature, and shows the code for the device that asked', async () => {
    answer = { status: 200, body: { code: 'K7QM-2XD9' } }
    const channel = await openChannel({
      siweUri: servicesUrl,
      domain: new URL(servicesUrl).host,
      requestId: 'http://127.0.0.1:5173 in Chrome on Linux',
      redirectUrl: `${servicesUrl}/v1/auth/farcaster/code`,
    })
    const page = await signInAs(channel.channelToken, ada!.fid)
    expect(page).toContain(`Signed in to ${new URL(servicesUrl).host} as @ada.`)
    expect(page).toContain('data-testid="farcaster-code">K7QM-2XD9<')
    expect(page).toContain('(<strong>http://127.0.0.1:5173 in Chrome on Linux</strong>)')
    expect(page).toContain('Never give this code to anyone')

    const { message, signature } = asked.at(-1)!.body as { message: string; signature: `0x${string}` }
    expect(parseSiweMessage(message)).toMatchObject({
      domain: new URL(servicesUrl).host,
      address: ada!.custody,
      statement: FARCASTER_CODE_STATEMENT,
      uri: servicesUrl,
      chainId: CHAIN_ID,
      nonce: channel.nonce,
      resources: ['farcaster://fid/1'],
    })
    expect(await recoverMessageAddress({ message, signature })).toBe(ada!.custody)
    // the code request never went through the relay: its completed answer carries only the sign-in
    const status = await fetch(`${world.relayUrl}/v1/channel/status`, {
      headers: { authorization: `Bearer ${channel.channelToken}` },
    })
    expect(JSON.stringify(await status.json())).not.toContain(FARCASTER_CODE_STATEMENT)
  })

  it('shows why there is no code when the site refuses or does not answer', async () => {
    answer = {
      status: 409,
      body: { code: 'FARCASTER_CODE_ISSUED', message: 'This sign-in request has its code already.' },
    }
    const refused = await openChannel({
      siweUri: servicesUrl,
      redirectUrl: `${servicesUrl}/v1/auth/farcaster/code`,
    })
    expect(await signInAs(refused.channelToken, ada!.fid)).toContain(
      'data-testid="farcaster-code-refused">No code to type: This sign-in request has its code already.',
    )
    const gone = await openChannel({
      siweUri: 'http://127.0.0.1:1',
      redirectUrl: 'http://127.0.0.1:1/v1/auth/farcaster/code',
    })
    expect(await signInAs(gone.channelToken, ada!.fid)).toContain(
      'No code to type: 127.0.0.1:1 did not answer.',
    )
  })

  it('never sends the signed code request to a site other than the one the sign-in is for', async () => {
    const before = asked.length
    const elsewhere = await openChannel({ redirectUrl: `${servicesUrl}/v1/auth/farcaster/code` })
    expect(await signInAs(elsewhere.channelToken, ada!.fid)).toContain(
      `No code to type: the request asks for its code at ${new URL(servicesUrl).host}, not at the site it is for.`,
    )
    expect(asked.length).toBe(before)
  })
})
