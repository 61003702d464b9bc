// The frame's email login and wallet against the real provider services (in-process, PGlite), a real SMTP
// sink (the codes and device links are read from the mails) and a real anvil chain.

import {
  type StartAnvilReturnType,
  type StartMailSinkReturnType,
  startAnvil,
  startMailSink,
} from '@latch/devnet'
import { createSmtpMailer, type StartApiServerReturnType, startApiServer } from '@latch/services'
import { toHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { userRejected } from '../rpc/approvalQueue'
import { createAuthClient } from '../services/createAuthClient'
import type { AccountPrompts } from './accountPrompts'
import {
  createEmbeddedWallet,
  type DeviceShares,
  type SessionStore,
  type StoredSession,
} from './createEmbeddedWallet'
import { mailPrompts } from './test-support/mailPrompts'
import { pressMailedButton } from './test-support/pressMailedButton'

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
    // every person of the file signs in from this one client: the per-client mail cap has its attack test
    loginMailLimit: false,
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
  const open = (approved = true, prompts?: AccountPrompts) =>
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
      ...(prompts ? { prompts } : {}),
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

/** The person approves the device from the mailed link (its page's button); the device's wait ends. */
async function approveFromMail(wallet: ReturnType<ReturnType<typeof device>['open']>, email: string) {
  const waiting = wallet.connectDevice()
  expect((await pressMailedButton(await linkIn(email))).status).toBe(200)
  await waiting
}

/** A new address's first login on this device: the emailed link approves it, then the code. */
async function signUp(wallet: ReturnType<ReturnType<typeof device>['open']>, email: string) {
  expect(await wallet.connectEmail(email)).toBe('VERIFY_DEVICE')
  await approveFromMail(wallet, email)
  await wallet.connectOtp(await codeIn(email))
}

describe('email login into the embedded wallet', () => {
  it('a new user: the emailed link approves the device, the code creates the wallet; a reload restores it without a new code; it signs', async () => {
    const laptop = device('laptop-device-0001')
    const wallet = laptop.open()
    await signUp(wallet, 'alice@example.com')
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
    // the link and the code: nothing more
    expect(sink.messages().filter((message) => message.to.includes('alice@example.com'))).toHaveLength(2)
  })

  it('a new device: the emailed link approves it, then the code; the same address, rebuilt from the services’ shares', async () => {
    const laptop = device('laptop-device-0002')
    const first = laptop.open()
    await signUp(first, 'bob@example.com')
    const { address } = await first.getUser()

    const phone = device('phone-device-0002')
    const second = phone.open()
    // spec §5: another email login within 30 s is rejected with 'Please try again after N seconds'
    await expect(second.connectEmail('bob@example.com')).rejects.toThrow(
      /^Please try again after (2\d|30) seconds$/,
    )
    advance(31_000)
    expect(await second.connectEmail('bob@example.com')).toBe('VERIFY_DEVICE')
    // opening the link alone (a mail scanner) approves nothing: the page's button does
    const link = await linkIn('bob@example.com')
    expect((await fetch(link)).status).toBe(200)
    const waiting = second.connectDevice()
    expect((await pressMailedButton(link)).status).toBe(200)
    await waiting
    await second.connectOtp(await codeIn('bob@example.com'))
    // this login approved the new device by the link: the wallet was recovered at once, and the person told
    expect((await sink.waitForMessage({ to: 'bob@example.com' })).subject).toBe(
      'Your Latch wallet was recovered on a new device',
    )
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
    await approveFromMail(wallet, 'carol@example.com')
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
    await signUp(wallet, 'dave@example.com')
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
    await signUp(wallet, 'erin@example.com')
    const refusing = laptop.open(false)
    await refusing.restore()
    const error = await refusing
      .rpc({ method: 'personal_sign', params: ['0x00', (await refusing.getUser()).address] })
      .catch((caught: { rpcCode?: number }) => caught)
    expect(error).toMatchObject({ rpcCode: 4001 })
  })

  it('a device that lost its share recovers only with a code the person types on the frame’s own screen (a wrong one is asked again), and the person is told', async () => {
    advance(31_000)
    await signUp(device('laptop-device-0006').open(), 'fay@example.com')
    advance(31_000)
    // the same approved device, its storage cleared: the code login alone does not release the share
    const person = mailPrompts((to) => sink.waitForMessage({ to }), { codes: ['000000'] })
    const wallet = device('laptop-device-0006').open(true, person.prompts)
    expect(await wallet.connectEmail('fay@example.com')).toBe('VERIFY_OTP')
    await wallet.connectOtp(await codeIn('fay@example.com'))
    expect(wallet.isConnected()).toBe(true)
    expect(person.asked).toEqual([
      { code: 'recovery', email: 'fay@example.com' },
      { code: 'recovery', email: 'fay@example.com', error: 'Invalid code' },
    ])
    expect(person.closed()).toBe(1)
    expect((await sink.waitForMessage({ to: 'fay@example.com' })).subject).toBe(
      'Your Latch wallet was recovered on a new device',
    )
    // a frame without a screen to ask (or a person who cancels) gets no share
    advance(31_000)
    const refusing = device('laptop-device-0006').open()
    await refusing.connectEmail('fay@example.com')
    await expect(refusing.connectOtp(await codeIn('fay@example.com'))).rejects.toThrow('Cancelled')
    expect(refusing.isConnected()).toBe(false)
  })

  it('the email change runs on the frame’s own screen: the new address, then a code from each; the account is named by it; the other devices are signed out', async () => {
    advance(31_000)
    const laptop = device('laptop-device-0007').open()
    await signUp(laptop, 'gus@example.com')
    advance(31_000)
    const phone = device('phone-device-0007').open()
    await phone.connectEmail('gus@example.com')
    await approveFromMail(phone, 'gus@example.com')
    await phone.connectOtp(await codeIn('gus@example.com'))
    await sink.waitForMessage({ to: 'gus@example.com' }) // the recovery notice
    // the phone's recovery signed the laptop out: in again with a code
    advance(31_000)
    await laptop.connectEmail('gus@example.com')
    await laptop.connectOtp(await codeIn('gus@example.com'))
    expect((await laptop.listDevices()).map((each) => each.current)).toEqual([true, false])
    advance(31_000)
    const person = mailPrompts((to) => sink.waitForMessage({ to }), { newEmail: 'gus@new.example' })
    expect(await laptop.changeEmail(person.prompts)).toBe('gus@new.example')
    expect(person.asked).toEqual([
      { newEmail: 'gus@example.com' },
      { code: 'emailCurrent', email: 'gus@example.com' },
      { code: 'emailNew', email: 'gus@new.example' },
    ])
    expect((await laptop.getUser()).email).toBe('gus@new.example')
    expect((await laptop.listDevices()).map((each) => each.current)).toEqual([true])
    await expect(phone.listDevices()).rejects.toThrow(/signed out/)
  })

  it('sign out everywhere else ends the other devices’ sessions: their reload asks for a login again', async () => {
    advance(31_000)
    const laptopDevice = device('laptop-device-0008')
    await signUp(laptopDevice.open(), 'hal@example.com')
    advance(31_000)
    const phone = device('phone-device-0008').open()
    await phone.connectEmail('hal@example.com')
    await approveFromMail(phone, 'hal@example.com')
    await phone.connectOtp(await codeIn('hal@example.com'))
    await sink.waitForMessage({ to: 'hal@example.com' }) // the recovery notice
    // the phone's recovery signed the laptop out: sign in there again, then out of everything else
    advance(31_000)
    const laptop = laptopDevice.open()
    await laptop.connectEmail('hal@example.com')
    await laptop.connectOtp(await codeIn('hal@example.com'))
    expect(await laptop.signOutEverywhere()).toEqual({ sessionsEnded: 1, devicesForgotten: 1 })
    expect(await phone.getUser().then(() => 'still signed in here')).toBe('still signed in here')
    await expect(phone.listDevices()).rejects.toThrow(/signed out/)
  })
})
