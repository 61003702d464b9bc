// Test support only: the embedded wallet as a frame runs it, over a world the test started (a devnet with
// ERC-4337 and the services; this module imports neither, as the frame's code never does).
import type { AppRequest, AppRequestPayload, AppRequestType } from '@latch/frame-protocol'
import type { FrameChain } from '../../chains/frameChain'
import { type FrameHost, handleRequest } from '../../handleRequest'
import { approvalInEnglish } from '../../i18n/test-support/approvalInEnglish'
import { userRejected } from '../../rpc/approvalQueue'
import { createAuthClient } from '../../services/createAuthClient'
import type { PaymasterService } from '../../smartAccount/createSmartAccountClients'
import type { AccountType } from '../accountTypeInForce'
import type { AccountTypeStore } from '../createAccountTypes'
import { createEmbeddedWallet, type StoredSession } from '../createEmbeddedWallet'
import { mailPrompts } from './mailPrompts'
import { pressMailedButton } from './pressMailedButton'

export const FRAME_ORIGIN = 'http://127.0.0.1:5174'
export const HOST_ORIGIN = 'http://127.0.0.1:5173'
export const PROJECT_ID = 'frame-smart-account'

/** A browser sets the frame's Origin on every call it makes; Node's fetch is told to. */
export const fetchFromFrame: typeof fetch = (input, init) =>
  fetch(input, {
    ...init,
    headers: { ...Object.fromEntries(new Headers(init?.headers)), origin: FRAME_ORIGIN },
  })

/** What the frame needs of the world the test started: the services, the mail sink, the frame's chains. */
export interface FrameWorld {
  apiUrl: string
  waitForMail(to: string): Promise<{ text: string }>
  /** The frame's chains: the first offers the smart account. */
  chains: readonly FrameChain[]
  paymaster: PaymasterService
}

/**
 * One browser profile of the frame (its device id, key shares, session and account-type choices), whose
 * person approves or rejects as `approving` says; `asked` records every approval they were shown, in English.
 */
export function frameDevice(world: FrameWorld, deviceId: string) {
  const shares = new Map<string, string>()
  const chosen = new Map<string, AccountType>()
  let stored: StoredSession | undefined
  const asked: ReturnType<typeof approvalInEnglish>[] = []
  const person = { approving: true }
  const accountTypes: AccountTypeStore = {
    load: (userId) => chosen.get(userId),
    save: (userId, type) => void chosen.set(userId, type),
  }
  /** The frame loaded (again) on this device: a new wallet over the same storage. */
  const open = () => {
    const wallet = createEmbeddedWallet({
      auth: createAuthClient({ apiUrl: world.apiUrl, projectId: PROJECT_ID, fetch: fetchFromFrame }),
      hostOrigin: HOST_ORIGIN,
      pendingSocial: { load: () => undefined, save: () => {}, clear: () => {} },
      deviceId,
      deviceShares: {
        load: async (userId) => shares.get(userId),
        save: async (userId, share) => void shares.set(userId, share),
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
      chains: world.chains,
      accountTypes,
      paymaster: world.paymaster,
      approve: async (request) => {
        asked.push(approvalInEnglish(request))
        if (!person.approving) throw userRejected()
      },
      pollMs: 50,
      prompts: mailPrompts(world.waitForMail).prompts,
    })
    const host: FrameHost = {
      wallet,
      setTheme: () => {},
      setLocale: async () => {},
      setDappName: () => {},
      reload: () => {},
      rejectApproval: () => {},
      changeEmail: () => wallet.changeEmail(mailPrompts(world.waitForMail).prompts),
      openAccountSecurity: async () => {},
    }
    /** A request from the page, as the channel hands it over once checked. */
    const request = <T extends AppRequestType>(type: T, payload: AppRequestPayload<T>) =>
      handleRequest(host, { id: 'test-request-0001', type, payload } as AppRequest)
    return { wallet, request }
  }
  /** The session this device's frame keeps (its bearer token), as the frame origin's storage holds it. */
  const session = () => stored
  return { open, asked, person, chosen, session }
}

/**
 * Signs a user in by email on `device` as the person does from the devnet's mail sink: a device the
 * address never approved (a new user's first one too) waits while the person opens the mailed link and
 * presses Approve, then takes the code.
 */
export async function signInNewUser(
  world: FrameWorld,
  device: ReturnType<typeof frameDevice>,
  email: string,
) {
  const frame = device.open()
  if ((await frame.wallet.connectEmail(email)) === 'VERIFY_DEVICE') {
    const waiting = frame.wallet.connectDevice()
    const { text } = await world.waitForMail(email)
    await pressMailedButton(text.split('\n').find((line) => /^https?:\/\//.test(line))!)
    await waiting
  }
  const { text } = await world.waitForMail(email)
  await frame.wallet.connectOtp(text.split('\n').find((line) => /^[0-9]{6}$/.test(line))!)
  return frame
}
