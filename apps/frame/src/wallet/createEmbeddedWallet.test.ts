// The frame's email login and wallet against the real provider services (in-process, PGlite), a real SMTP
// sink (the codes and device links are read from the mails) and a real anvil chain.
import { createSmtpMailer, type StartApiServerReturnType, startApiServer } from '@latch/api'
import {
  type StartAnvilReturnType,
  type StartMailSinkReturnType,
  startAnvil,
  startMailSink,
} from '@latch/devnet'
import { toHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { userRejected } from '../rpc/approvalQueue'
import { createAuthClient } from '../services/createAuthClient'
import {
  createEmbeddedWallet,
  type DeviceShares,
  type SessionStore,
  type StoredSession,
} from './createEmbeddedWallet'

const FRAME_ORIGIN = 'http://127.0.0.1:5174'
const PROJECT_ID = 'frame-wallet'
let api: StartApiServerReturnType
let sink: StartMailSinkReturnType
let anvil: StartAnvilReturnType
/** The services' clock runs ahead by this much, so a test can step past the 30 s cooldown. */
let clockOffsetMs = 0
const advance = (ms: number) => {
  clockOffsetMs += ms
}

beforeAll(async () => {
  ;[sink, anvil] = await Promise.all([startMailSink(), startAnvil({ chainId: 31337 })])
  api = await startApiServer({
    database: { dataDir: 'memory://' },
    chains: [],
    indexer: false,
    projects: [{ id: PROJECT_ID, name: 'frame wallet', origins: ['http://127.0.0.1:5173'] }],
    frameOrigins: [FRAME_ORIGIN],
    mailer: createSmtpMailer({ url: sink.smtpUrl, from: 'login@latch.local' }),
    recoverySecret: crypto.getRandomValues(new Uint8Array(32)),
    now: () => Date.now() + clockOffsetMs,
  })
}, 60_000)
afterAll(async () => {
  await api?.stop()
  await sink?.stop()
  await anvil?.stop()
})

/** One browser profile of the frame: its device id, its IndexedDB shares and its stored session. */
function device(deviceId: string) {
  const shares = new Map<string, string>()
  let stored: StoredSession | undefined
  const deviceShares: DeviceShares = {
    load: async (userId) => shares.get(userId),
    save: async (userId, share) => {
      shares.set(userId, share)
    },
  }
  const sessions: SessionStore = {
    load: () => stored,
    save: (session) => {
      stored = session
    },
    clear: () => {
      stored = undefined
    },
  }
  const open = (approved = true) =>
    createEmbeddedWallet({
      auth: createAuthClient({
        apiUrl: api.url,
        projectId: PROJECT_ID,
        // a browser sets the frame's Origin itself
        fetch: (input, init) =>
          fetch(input, { ...init, headers: { ...init?.headers, origin: FRAME_ORIGIN } }),
      }),
      hostOrigin: 'http://127.0.0.1:5173',
      pendingSocial: { load: () => undefined, save: () => {}, clear: () => {} },
      deviceId,
      deviceShares,
      sessions,
      chains: [{ id: 31337, name: 'Latch Devnet', rpcUrl: anvil.url }],
      approve: async () => {
        if (!approved) throw userRejected()
      },
      pollMs: 50,
    })
  return { open, shares }
}

const codeIn = async (to: string) => {
  const { text } = await sink.waitForMessage({ to })
  return text.split('\n').find((line) => /^[0-9]{6}$/.test(line))!
}
const linkIn = async (to: string) => {
  const { text } = await sink.waitForMessage({ to })
  return text.split('\n').find((line) => /^https?:\/\//.test(line))!
}

describe('email login into the embedded wallet', () => {
  it('a new user: the code from the mail creates the wallet; a reload restores it without a new code; it signs', async () => {
    const laptop = device('laptop-device-0001')
    const wallet = laptop.open()
    expect(await wallet.connectEmail('alice@example.com')).toBe('VERIFY_OTP')
    await wallet.connectOtp(await codeIn('alice@example.com'))
    const user = await wallet.getUser()
    expect(user).toMatchObject({
      email: 'alice@example.com',
      chainId: 'eip155:31337',
      accounts: [
        { address: user.address, type: 'eoa', namespace: 'eip155' },
        { type: 'eoa', namespace: 'solana' },
      ],
    })
    expect(laptop.shares.size).toBe(1)

    const reloaded = laptop.open()
    expect(await reloaded.restore()).toBe(true)
    expect((await reloaded.getUser()).address).toBe(user.address)
    // the Solana account comes from the same key: the same after a reload
    expect((await reloaded.getUser()).accounts).toEqual(user.accounts)
    const signature = (await reloaded.rpc({
      method: 'personal_sign',
      params: [toHex('hello'), user.address],
    })) as `0x${string}`
    expect(await verifyMessage({ address: user.address as `0x${string}`, message: 'hello', signature })).toBe(
      true,
    )
    expect(sink.messages().filter((message) => message.to.includes('alice@example.com'))).toHaveLength(1)
  })

  it('a new device: the emailed link approves it, then the code; the same address, rebuilt from the services’ shares', async () => {
    const laptop = device('laptop-device-0002')
    const first = laptop.open()
    await first.connectEmail('bob@example.com')
    await first.connectOtp(await codeIn('bob@example.com'))
    const { address } = await first.getUser()

    const phone = device('phone-device-0002')
    const second = phone.open()
    // spec §5: another email login within 30 s is rejected with 'Please try again after N seconds'
    await expect(second.connectEmail('bob@example.com')).rejects.toThrow(
      /^Please try again after (2\d|30) seconds$/,
    )
    advance(31_000)
    expect(await second.connectEmail('bob@example.com')).toBe('VERIFY_DEVICE')
    const waiting = second.connectDevice()
    expect((await fetch(await linkIn('bob@example.com'))).status).toBe(200)
    await waiting
    await second.connectOtp(await codeIn('bob@example.com'))
    expect((await second.getUser()).address).toBe(address)
    // and the same Solana account, derived from the same rebuilt key
    expect((await second.getUser()).accounts).toEqual((await first.getUser()).accounts)
    expect(phone.shares.size).toBe(1)
    // the phone now has its own share: a reload there needs no code and no recovery
    const reloaded = phone.open()
    expect(await reloaded.restore()).toBe(true)
    expect((await reloaded.getUser()).address).toBe(address)
  })

  it('a wrong code is refused with the service’s message and leaves the login waiting for the right one', async () => {
    advance(31_000)
    const wallet = device('laptop-device-0003').open()
    await wallet.connectEmail('carol@example.com')
    const code = await codeIn('carol@example.com')
    const wrong = code === '000000' ? '111111' : '000000'
    await expect(wallet.connectOtp(wrong)).rejects.toThrow('Invalid code')
    expect(wallet.isConnected()).toBe(false)
    await wallet.connectOtp(code)
    expect(wallet.isConnected()).toBe(true)
  })

  it('signing out ends the session on the services: a reload asks for a code again; the device keeps its share', async () => {
    advance(31_000)
    const laptop = device('laptop-device-0004')
    const wallet = laptop.open()
    await wallet.connectEmail('dave@example.com')
    await wallet.connectOtp(await codeIn('dave@example.com'))
    await wallet.signOut()
    expect(wallet.isConnected()).toBe(false)
    await expect(wallet.getUser()).rejects.toThrow('Not connected to email or social')
    expect(await laptop.open().restore()).toBe(false)
    expect(laptop.shares.size).toBe(1)
  })

  it('a rejected approval answers 4001 and signs nothing', async () => {
    advance(31_000)
    const laptop = device('laptop-device-0005')
    const wallet = laptop.open()
    await wallet.connectEmail('erin@example.com')
    await wallet.connectOtp(await codeIn('erin@example.com'))
    const refusing = laptop.open(false)
    await refusing.restore()
    const error = await refusing
      .rpc({ method: 'personal_sign', params: ['0x00', (await refusing.getUser()).address] })
      .catch((caught: { rpcCode?: number }) => caught)
    expect(error).toMatchObject({ rpcCode: 4001 })
  })
})
