// The frame's Sign In With Farcaster against the real provider services (in-process, PGlite), the devnet's
// Farcaster relay and test app, and the ID registry on a real anvil chain.

import {
  deployFixtures,
  type StartAnvilReturnType,
  type StartFarcasterWorldReturnType,
  startAnvil,
  startFarcasterWorld,
} from '@latch/devnet'
import { type StartApiServerReturnType, startApiServer } from '@latch/services'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAuthClient } from '../services/createAuthClient'
import { createEmbeddedWallet, type StoredSession } from './createEmbeddedWallet'

const FRAME_ORIGIN = 'http://127.0.0.1:5174'
const PROJECT_ID = 'frame-farcaster'
let api: StartApiServerReturnType
let anvil: StartAnvilReturnType
let farcaster: StartFarcasterWorldReturnType

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  const { idRegistry } = await deployFixtures(anvil.url, {
    nftBaseUri: (symbol) => `http://127.0.0.1:1/${symbol}/`,
  })
  farcaster = await startFarcasterWorld({ rpcUrl: anvil.url, idRegistryAddress: idRegistry })
  api = await startApiServer({
    database: { dataDir: 'memory://' },
    chains: [{ id: 31337, name: 'Latch Devnet', rpcUrl: anvil.url }],
    indexer: false,
    projects: [{ id: PROJECT_ID, name: 'frame farcaster', origins: ['http://127.0.0.1:5173'] }],
    frameOrigins: [FRAME_ORIGIN],
    recoverySecret: crypto.getRandomValues(new Uint8Array(32)),
    // every person of the file signs in from this one client: the per-client mail cap has its attack test
    loginMailLimit: false,
    farcaster: { relayUrl: farcaster.relayUrl, chainId: 31337, idRegistryAddress: idRegistry },
  })
}, 60_000)
afterAll(async () => {
  await api?.stop()
  await farcaster?.stop()
  await anvil?.stop()
})

/** One browser profile of the frame, its storage in memory; polls every 50 ms for at most `waitMs`. */
function device(deviceId: string, waitMs = 10_000) {
  let stored: StoredSession | undefined
  const shares = new Map<string, string>()
  return createEmbeddedWallet({
    auth: createAuthClient({
      apiUrl: api.url,
      projectId: PROJECT_ID,
      fetch: (input, init) => fetch(input, { ...init, headers: { ...init?.headers, origin: FRAME_ORIGIN } }),
    }),
    hostOrigin: 'http://127.0.0.1:5173',
    pendingSocial: { load: () => undefined, save: () => {}, clear: () => {} },
    deviceId,
    deviceShares: {
      load: async (userId) => shares.get(userId),
      save: async (userId, share) => {
        shares.set(userId, share)
      },
    },
    sessions: {
      load: () => stored,
      save: (session) => {
        stored = session
      },
      clear: () => {
        stored = undefined
      },
    },
    chains: [{ id: 31337, name: 'Latch Devnet', rpcUrl: anvil.url }],
    approve: async () => {},
    pollMs: 50,
    deviceWaitMs: waitMs,
  })
}

/** The person in the test Farcaster app the link opened: a fid's button, or Cancel; answers the code the app shows. */
async function inFarcasterApp(url: string, fields: { fid: string } | { cancel: '1' }) {
  const channelToken = new URL(url).searchParams.get('channelToken') ?? ''
  const response = await fetch(farcaster.appUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ channelToken, ...fields }).toString(),
  })
  expect(response.status).toBe(200)
  return /data-testid="farcaster-code">([^<]+)</.exec(await response.text())?.[1] ?? ''
}

describe('Sign In With Farcaster into the embedded wallet', () => {
  it('the link opens the Farcaster app naming this page; once fid 2 signed, the code it shows unlocks a wallet named by the Farcaster user', async () => {
    const wallet = device('device-farcaster-1')
    const url = await wallet.farcasterUrl()
    expect(url.startsWith(farcaster.appUrl)).toBe(true)
    expect(await (await fetch(url)).text()).toContain('For: <strong>http://127.0.0.1:5173 in ')
    const waiting = wallet.waitFarcaster()
    const code = await inFarcasterApp(url, { fid: '2' })
    await waiting
    expect(wallet.isConnected()).toBe(false)
    // a wrong code keeps the login for another try
    await expect(wallet.confirmFarcaster('AAAA-AAAA')).rejects.toThrow(
      'Invalid code: type the code your Farcaster app shows once you signed in.',
    )
    await wallet.confirmFarcaster(code)
    expect(await wallet.getUser()).toMatchObject({
      email: null,
      userName: 'grace',
      socialProvider: 'farcaster',
      address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
    })
  })

  it("cancelled in the app, or never signed within the limit: 'Failed to connect to farcaster' or the services' refusal, and no wallet", async () => {
    const cancelled = device('device-farcaster-2')
    const url = await cancelled.farcasterUrl()
    const waiting = cancelled.waitFarcaster()
    await inFarcasterApp(url, { cancel: '1' })
    await expect(waiting).rejects.toThrow(
      'The Farcaster sign-in was cancelled or has expired: start it again.',
    )
    expect(cancelled.isConnected()).toBe(false)

    const late = device('device-farcaster-3', 200)
    await late.farcasterUrl()
    await expect(late.waitFarcaster()).rejects.toThrow('Failed to connect to farcaster')
    // the timed-out sign-in is over: waiting again needs a new one
    await expect(late.waitFarcaster()).rejects.toThrow('Failed to connect to farcaster')
  })
})
