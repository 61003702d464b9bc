import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  deployFixtures,
  findFreePort,
  type StartAnvilReturnType,
  type StartFarcasterWorldReturnType,
  startAnvil,
  startFarcasterWorld,
} from '@latch/devnet'
import { type Address, createPublicClient, http } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFarcasterRelayClient } from './createFarcasterRelayClient'
import { verifySignInWithFarcaster } from './verifySignInWithFarcaster'

const signIn = { siweUri: 'http://127.0.0.1:5173/', domain: '127.0.0.1:5173' }

let anvil: StartAnvilReturnType
let idRegistryAddress: Address
let world: StartFarcasterWorldReturnType

beforeAll(async () => {
  anvil = await startAnvil({ chainId: foundry.id })
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

/** What a person does in the test Farcaster app that the channel's link opens: picks a user. */
async function chooseInFarcasterApp(url: string, fid: number) {
  const channelToken = new URL(url).searchParams.get('channelToken')!
  const response = await fetch(world.appUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ channelToken, fid: String(fid) }).toString(),
  })
  expect(response.status).toBe(200)
}

/** A loopback server answering every request with one status and body: a relay gone wrong. */
async function startBrokenRelay(status: number, body: string): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}

describe('createFarcasterRelayClient', () => {
  it('opens a channel, reads it pending, then completed once the Farcaster app signed; the result verifies', async () => {
    const relay = createFarcasterRelayClient(`${world.relayUrl}/`)
    const channel = await relay.createChannel(signIn)
    expect(channel.url.startsWith(`${world.appUrl}?channelToken=`)).toBe(true)
    expect(await relay.channelStatus(channel.channelToken)).toEqual({
      state: 'pending',
      nonce: channel.nonce,
      url: channel.url,
    })

    await chooseInFarcasterApp(channel.url, 2)
    const status = await relay.channelStatus(channel.channelToken)
    if (status.state !== 'completed') throw new Error('expected a completed channel')
    expect(status).toMatchObject({ fid: 2, username: 'grace', displayName: 'Grace Hopper' })

    const verified = await verifySignInWithFarcaster({
      message: status.message,
      signature: status.signature,
      fid: status.fid,
      domain: signIn.domain,
      nonce: channel.nonce,
      now: Date.now(),
      client: createPublicClient({ transport: http(anvil.url) }),
      idRegistryAddress,
    })
    expect(verified).toEqual({ fid: 2, custody: status.custody })
  })

  it('throws FARCASTER_CHANNEL_NOT_FOUND for a channel already read, cancelled or never opened', async () => {
    const relay = createFarcasterRelayClient(world.relayUrl)
    await expect(relay.channelStatus('never-opened')).rejects.toMatchObject({
      code: 'FARCASTER_CHANNEL_NOT_FOUND',
      details: 'Unauthorized: No such channel, or it has expired.',
    })
    const channel = await relay.createChannel(signIn)
    await chooseInFarcasterApp(channel.url, 1)
    expect((await relay.channelStatus(channel.channelToken)).state).toBe('completed')
    await expect(relay.channelStatus(channel.channelToken)).rejects.toMatchObject({
      code: 'FARCASTER_CHANNEL_NOT_FOUND',
    })
  })

  it("throws FARCASTER_RELAY_REFUSED with the relay's reason when it refuses the channel's parameters", async () => {
    const relay = createFarcasterRelayClient(world.relayUrl)
    await expect(relay.createChannel({ ...signIn, domain: 'https://shop.example' })).rejects.toMatchObject({
      code: 'FARCASTER_RELAY_REFUSED',
      details: expect.stringMatching(/^Validation error: domain: /),
    })
  })

  it('throws FARCASTER_RELAY_FAILED (Failed to connect to farcaster) when the relay is down, failing, or off-shape', async () => {
    const down = createFarcasterRelayClient(`http://127.0.0.1:${await findFreePort()}`)
    await expect(down.createChannel(signIn)).rejects.toMatchObject({
      code: 'FARCASTER_RELAY_FAILED',
      shortMessage: 'Failed to connect to farcaster',
    })

    const failing = await startBrokenRelay(500, '{"error":"Redis is down"}')
    const offShape = await startBrokenRelay(201, '{"token":"x"}')
    try {
      await expect(createFarcasterRelayClient(failing.url).channelStatus('t')).rejects.toMatchObject({
        code: 'FARCASTER_RELAY_FAILED',
        details: 'The relay answered 500: Redis is down',
      })
      await expect(createFarcasterRelayClient(offShape.url).createChannel(signIn)).rejects.toMatchObject({
        code: 'FARCASTER_RELAY_FAILED',
        details: expect.stringMatching(/^The relay's answer is not the channel API's/),
      })
    } finally {
      failing.server.close()
      offShape.server.close()
    }
  })
})
