import {
  type EmbeddedUser,
  FrameChannelError,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from '@latch/frame-protocol'
import type { PrivateKeyAccount } from 'viem'
import type { FrameChain } from '../chains/frameChain'
import type { SolanaKey } from '../keys/solanaKeyFrom'
import { answerWalletRpc } from '../rpc/answerWalletRpc'
import type { ApprovalRequest } from '../rpc/approvalQueue'
import { type AuthClient, AuthServiceError, type AuthUser } from '../services/createAuthClient'
import type { PaymasterService } from '../smartAccount/createSmartAccountClients'
import { type AccountPrompts, promptCancelled } from './accountPrompts'
import type { AccountType } from './accountTypeInForce'
import { changeEmail } from './changeEmail'
import { type AccountTypeStore, type AccountTypes, createAccountTypes } from './createAccountTypes'
import { createFarcasterLogin } from './createFarcasterLogin'
import { createSocialLogin, type PendingSocialStore } from './createSocialLogin'
import { unlockWallet } from './unlockWallet'

export type { PendingSocialLogin, PendingSocialStore } from './createSocialLogin'

/** This device's key shares, by user id (IndexedDB in the frame: deviceShareStore). */
export interface DeviceShares {
  load(userId: string): Promise<string | undefined>
  save(userId: string, share: string): Promise<void>
}

/** The frame's session with the services, kept in the frame origin's storage so a reload needs no new code. */
export interface StoredSession {
  token: string
  user: AuthUser
}

export interface SessionStore {
  load(): StoredSession | undefined
  save(session: StoredSession): void
  clear(): void
}

export interface CreateEmbeddedWalletOptions {
  auth: AuthClient
  /** The page embedding the frame: a social login must come back to it. */
  hostOrigin: string
  pendingSocial: PendingSocialStore
  /** This browser's id as the services know it (device approval is per device). */
  deviceId: string
  deviceShares: DeviceShares
  sessions: SessionStore
  /** The chains the frame signs for, the first the default; those with a bundler offer a smart account. */
  chains: readonly FrameChain[]
  /**
   * Each user's choice of eip155 account (SET_PREFERRED_ACCOUNT), kept in the frame origin's storage
   * (`accountTypeStoreIn`); default: kept in memory, for this frame's life.
   */
  accountTypes?: AccountTypeStore
  /** The services' paymaster that sponsors the smart accounts' operations; without it, no smart account. */
  paymaster?: PaymasterService
  /** Resolves when the person approved an unsafe request; throws 4001 when they rejected. */
  approve: (request: ApprovalRequest) => Promise<void>
  /**
   * The frame's own screen that asks for a recovery code when this device lacks its share and its login
   * did not approve it by the emailed link; default: none, so such a device cannot recover.
   */
  prompts?: AccountPrompts
  /** How often a device approval or a Farcaster sign-in is polled (spec §9's poll: 1 s). */
  pollMs?: number
  /** How long a device approval or a Farcaster sign-in is waited for (spec §9: login requests time out at 120 s). */
  deviceWaitMs?: number
}

const failed = (message: string) => new FrameChannelError('FRAME_REQUEST_FAILED', message)

/** A frame without screens (tests that never recover) cannot ask for a code. */
const NO_PROMPTS: AccountPrompts = {
  code: () => Promise.reject(promptCancelled()),
  newEmail: () => Promise.reject(promptCancelled()),
  done: () => {},
}

const isSocialProvider = (value: string | undefined): value is SocialProvider | 'farcaster' =>
  value === 'farcaster' || (SOCIAL_PROVIDERS as readonly string[]).includes(value ?? '')

/** Choices kept for the frame's life only (a frame without storage; tests). */
function memoryAccountTypeStore(): AccountTypeStore {
  const chosen = new Map<string, AccountType>()
  return { load: (userId) => chosen.get(userId), save: (userId, type) => void chosen.set(userId, type) }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const notConnected = () =>
  new FrameChannelError('FRAME_REQUEST_FAILED', 'Not connected to email or social', { rpcCode: 4100 })

/**
 * The embedded wallet as the frame runs it: the email login against the services, then the key, rebuilt
 * in memory from two of its three shares and never handed out: a new user's key is created and split
 * (device share kept here, auth and recovery shares on the services); a known device combines its share
 * with the auth share; a new device combines the auth and recovery shares and keeps the recovery share
 * as its own: the services release it to a login that approved the device by the emailed link, else for
 * a recovery code the frame's own screen asks for (`prompts`).
 *
 * @example
 * const wallet = createEmbeddedWallet({ auth, deviceId, deviceShares, sessions, chains, approve })
 * await wallet.connectEmail('alice@example.com') // 'VERIFY_OTP'
 * await wallet.connectOtp('042917')
 */
export function createEmbeddedWallet(options: CreateEmbeddedWalletOptions) {
  const { auth, deviceId, deviceShares, sessions } = options
  const accountTypeStore = options.accountTypes ?? memoryAccountTypeStore()
  let pendingEmail: string | undefined
  let session: StoredSession | undefined
  let account: PrivateKeyAccount | undefined
  let solana: SolanaKey | undefined
  let accountTypes: AccountTypes | undefined
  // the page's default account type, from its last GET_USER: kept across logins, as the page is the same
  let pageDefault: AccountType | undefined
  let chain = options.chains[0]
  if (!chain) throw new Error('The frame needs at least one chain')

  async function signIn(next: StoredSession): Promise<void> {
    ;({ account, solana } = await unlockWallet(
      { auth, deviceShares, prompts: options.prompts ?? NO_PROMPTS },
      next.token,
      next.user,
    ))
    accountTypes = createAccountTypes({
      owner: account,
      userId: next.user.id,
      store: accountTypeStore,
      paymaster: options.paymaster,
      sessionToken: next.token,
      pageDefault: () => pageDefault,
    })
    session = next
    sessions.save(next)
  }

  const requireAccount = () => {
    if (!account || !session || !accountTypes) throw notConnected()
    return { account, session, accountTypes }
  }

  const openSession = ({ token, user }: StoredSession) => signIn({ token, user })
  const social = createSocialLogin({
    auth,
    deviceId,
    hostOrigin: options.hostOrigin,
    pending: options.pendingSocial,
    signIn: openSession,
  })
  const farcaster = createFarcasterLogin({
    auth,
    deviceId,
    hostOrigin: options.hostOrigin,
    signIn: openSession,
    ...(options.pollMs === undefined ? {} : { pollMs: options.pollMs }),
    ...(options.deviceWaitMs === undefined ? {} : { waitMs: options.deviceWaitMs }),
  })

  return {
    /** Starts a login: 'VERIFY_OTP' (a code was mailed) or 'VERIFY_DEVICE' (a device link was mailed). */
    async connectEmail(email: string): Promise<'VERIFY_OTP' | 'VERIFY_DEVICE'> {
      const { action } = await auth.startEmail(email, deviceId)
      pendingEmail = email
      return action
    },

    /** Waits until the person opened the emailed device link (the code is mailed then). */
    async connectDevice(): Promise<void> {
      const email = pendingEmail
      if (!email) throw notConnected()
      const deadline = Date.now() + (options.deviceWaitMs ?? 120_000)
      while (Date.now() < deadline) {
        if ((await auth.waitForDevice(email, deviceId)).approved) return
        await sleep(options.pollMs ?? 1000)
      }
      throw new FrameChannelError('FRAME_REQUEST_FAILED', 'The device was not approved in time')
    },

    /** Completes the login with the mailed code, and unlocks the wallet (creating it for a new user). */
    async connectOtp(otp: string): Promise<void> {
      const email = pendingEmail
      if (!email) throw notConnected()
      const { token, user } = await auth.verifyEmail(email, deviceId, otp)
      pendingEmail = undefined
      await signIn({ token, user })
    },

    /** After a reload: the kept session, if the services still know it, unlocks the wallet without a code. */
    async restore(): Promise<boolean> {
      const stored = sessions.load()
      if (!stored) return false
      try {
        const user = await auth.getUser(stored.token)
        await signIn({ token: stored.token, user })
        return true
      } catch (error) {
        if (error instanceof AuthServiceError && error.status === 401) sessions.clear()
        return false
      }
    },

    /** Starts a social login: the provider's URL for the page's popup (or redirect), back to `returnUri`. */
    socialRedirectUri: (provider: SocialProvider, returnUri: string) => social.start(provider, returnUri),

    /** Finishes the social login the page came back from (`uri`, with its fragment), and unlocks the wallet. */
    connectSocial: (provider: SocialProvider, uri: string) => social.finish(provider, uri),

    /** Starts Sign In With Farcaster: answers the link the person opens in their Farcaster app. */
    farcasterUrl: () => farcaster.start(),

    /** Resolves once the person signed in their Farcaster app: the code it shows them is due. */
    waitFarcaster: () => farcaster.wait(),

    /** Finishes Sign In With Farcaster with the code the person's Farcaster app showed, and unlocks the wallet. */
    confirmFarcaster: (code: string) => farcaster.confirm(code),

    isConnected: () => account !== undefined,

    /**
     * The signed-in user on the current chain: `address` is the eip155 account in force (their own choice,
     * else `preferredAccountType`, the page's default, which is kept for what follows; else the EOA), and
     * `accounts` both eip155 accounts (the smart account where the chain has one) and the Solana one.
     */
    async getUser(preferredAccountType?: AccountType): Promise<EmbeddedUser> {
      if (preferredAccountType) pageDefault = preferredAccountType
      const { session: active, accountTypes: types } = requireAccount()
      const social = active.user.social
      const socialProvider = social?.provider
      const { accounts, ...eip155 } = await types.describe(chain!)
      return {
        email: active.user.email,
        ...(social ? { userName: social.username } : {}),
        ...(isSocialProvider(socialProvider) ? { socialProvider } : {}),
        ...eip155,
        chainId: `eip155:${chain!.id}`,
        accounts: [
          ...accounts,
          ...(solana
            ? [{ address: solana.address, type: 'eoa' as const, namespace: 'solana' as const }]
            : []),
        ],
      }
    },

    /** Keeps the user's choice of eip155 account and answers the one now in force on the current chain. */
    setPreferredAccountType(type: AccountType): Promise<{ type: AccountType; address: string }> {
      return requireAccount().accountTypes.choose(type, chain!)
    },

    chainId: () => `eip155:${chain!.id}`,

    switchNetwork(caipNetworkId: string): string {
      const next = options.chains.find((candidate) => `eip155:${candidate.id}` === caipNetworkId)
      if (!next)
        throw new FrameChannelError(
          'FRAME_REQUEST_FAILED',
          `The embedded wallet has no network ${caipNetworkId}`,
          {
            rpcCode: 4902,
          },
        )
      chain = next
      return caipNetworkId
    },

    rpc(request: { method: string; params?: unknown }): Promise<unknown> {
      const { account: current, accountTypes: types } = requireAccount()
      return answerWalletRpc(
        {
          account: current,
          solana,
          chain: chain!,
          chains: options.chains,
          accountTypes: types,
          hostOrigin: options.hostOrigin,
          approve: options.approve,
        },
        request,
      )
    },

    /** Ends the session here and on the services; this device keeps its share for the next login. */
    async signOut(): Promise<void> {
      const token = session?.token
      account = undefined
      solana = undefined
      accountTypes = undefined
      session = undefined
      sessions.clear()
      if (token) await auth.signOut(token).catch(() => undefined)
    },

    /** Moves the account to another address on the frame's screen (`prompts`); answers the new address. */
    async changeEmail(prompts: AccountPrompts): Promise<string> {
      const active = requireAccount().session
      const user = await changeEmail(auth, active, prompts)
      session = { token: active.token, user }
      sessions.save(session)
      if (!user.email) throw failed('The services answered no email')
      return user.email
    },

    /** The account's devices (the frame's account-security screen), this one first. */
    listDevices: async () => (await auth.listDevices(requireAccount().session.token)).devices,

    /** Signs another device out and forgets it: it needs the emailed link again. */
    revokeDevice: (id: string) => auth.revokeDevice(requireAccount().session.token, id),

    /** Signs every other device out and forgets them; this one goes on. */
    signOutEverywhere: () => auth.signOutEverywhere(requireAccount().session.token),
  }
}

export type EmbeddedWallet = ReturnType<typeof createEmbeddedWallet>
