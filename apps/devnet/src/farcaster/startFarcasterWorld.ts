import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Address, createPublicClient, http } from 'viem'
import { type AppContext, answerAppRequest } from './answerAppRequest'
import { answerRelayRequest, type RelayContext } from './answerRelayRequest'
import { createChannelStore } from './createChannelStore'
import { createCustodyReader } from './createCustodyReader'
import { DEVNET_FARCASTER_USERS, type DevnetFarcasterUser } from './farcasterUsers'
import { sendJson } from './relayHttp'

/** Where the demo will serve the Farcaster relay and the test Farcaster app. */
export const DEVNET_FARCASTER_DEMO_PORT = 8552

/** How long a channel lives, completed or not: the real relay's default (`CHANNEL_TTL`, 3600 s). */
export const FARCASTER_CHANNEL_TTL_MS = 60 * 60 * 1000

export interface StartFarcasterWorldParameters {
  /** The chain the ID registry is on. */
  rpcUrl: string
  /** The ID registry `deployFixtures` deployed (`idRegistry`). */
  idRegistryAddress: Address
  /** 0 or omitted: a free port. */
  port?: number
  /** Defaults to `FARCASTER_CHANNEL_TTL_MS`; tests shorten it. */
  channelTtlMs?: number
}

export interface StartFarcasterWorldReturnType {
  /** The relay's base, e.g. `http://127.0.0.1:8552`: the channel API is under `${relayUrl}/v1/channel`. */
  relayUrl: string
  /** The test Farcaster app's page; each channel's `url` is `${appUrl}?channelToken=…`. */
  appUrl: string
  /** What a Farcaster app sends as `x-farcaster-auth-relay-key` to authenticate a channel. */
  authKey: string
  /** The users the app offers, registered in the ID registry (their keys are in `DEVNET_FARCASTER_USERS`). */
  users: Omit<DevnetFarcasterUser, 'custodyKey'>[]
  stop(): Promise<void>
}

/**
 * Farcaster's side of Sign In With Farcaster on one loopback server, for offline tests and the demo
 * (never shipped): the auth relay's channel API (`/v1/channel`, `/v1/channel/status`,
 * `/v1/channel/authenticate`), and the test Farcaster app (`/app`) that a channel's link or QR code
 * opens, where a tester picks a test user and the app signs with that user's custody key. Custody
 * addresses are read from the ID registry on `rpcUrl`. Channels are in memory and live `channelTtlMs`.
 *
 * @example
 * const farcaster = await startFarcasterWorld({ rpcUrl: anvil.url, idRegistryAddress: fixtures.idRegistry })
 * const { channelToken, url } = await (await fetch(`${farcaster.relayUrl}/v1/channel`, { method: 'POST', body })).json()
 * await farcaster.stop()
 */
export async function startFarcasterWorld(
  params: StartFarcasterWorldParameters,
): Promise<StartFarcasterWorldReturnType> {
  const chainId = await createPublicClient({ transport: http(params.rpcUrl, { retryCount: 0 }) }).getChainId()
  let appUrl = ''
  const store = createChannelStore({
    ttlMs: params.channelTtlMs ?? FARCASTER_CHANNEL_TTL_MS,
    urlFor: (channelToken) => `${appUrl}?${new URLSearchParams({ channelToken })}`,
  })
  const readCustody = createCustodyReader(params)
  const relay: RelayContext = { store, readCustody, authKey: randomBytes(24).toString('base64url') }
  const app: AppContext = { store, readCustody, users: DEVNET_FARCASTER_USERS, chainId }

  const server = createServer((request, response) => {
    route(relay, app, request, response).catch((error: unknown) => {
      if (response.headersSent) response.destroy()
      else sendJson(response, 500, { error: 'Internal error', message: String(error) })
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port: params.port ?? 0, host: '127.0.0.1', exclusive: true }, () => resolve())
  })
  const relayUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  appUrl = `${relayUrl}/app`

  return {
    relayUrl,
    appUrl,
    authKey: relay.authKey,
    users: DEVNET_FARCASTER_USERS.map(({ custodyKey: _key, ...user }) => user),
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

async function route(
  relay: RelayContext,
  app: AppContext,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const url = new URL(request.url ?? '/', 'http://farcaster.invalid')
  if (url.pathname.startsWith('/v1/')) await answerRelayRequest(relay, request, response, url)
  else if (url.pathname === '/app') await answerAppRequest(app, request, response, url)
  else sendJson(response, 404, { error: 'Not Found', message: `No route ${url.pathname}.` })
}
