// The frame's social login against the real provider services (in-process, PGlite), the devnet's identity
// provider (the person's choice is made on its real sign-in page) and a real anvil chain.

import {
  driveIdentitySignIn,
  type StartAnvilReturnType,
  type StartIdentityProviderReturnType,
  type StartMailSinkReturnType,
  socialProvidersConfig,
  startAnvil,
  startIdentityProvider,
  startMailSink,
} from '@latch/devnet'
import {
  type ConfiguredSocialProvider,
  configureSocialProviders,
  createSmtpMailer,
  type StartApiServerReturnType,
  startApiServer,
} from '@latch/services'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAuthClient } from '../services/createAuthClient'
import type { AccountPrompts } from './accountPrompts'
import {
  createEmbeddedWallet,
  type PendingSocialLogin,
  type SessionStore,
  type StoredSession,
} from './createEmbeddedWallet'
import { mailPrompts } from './test-support/mailPrompts'

const FRAME_ORIGIN = 'http://127.0.0.1:5174'
const HOST_ORIGIN = 'http://127.0.0.1:5173'
const PROJECT_ID = 'frame-social'
const client = { clientId: 'latch-services', clientSecret: 'devnet-client-secret' }
let api: StartApiServerReturnType
let idp: StartIdentityProviderReturnType
let anvil: StartAnvilReturnType
let sink: StartMailSinkReturnType
const socialProviders = new Map<ConfiguredSocialProvider['id'], ConfiguredSocialProvider>()

beforeAll(async () => {
  ;[anvil, sink] = await Promise.all([startAnvil({ chainId: 31337 }), startMailSink()])
  api = await startApiServer({
    database: { dataDir: 'memory://' },
    chains: [],
    indexer: false,
    projects: [{ id: PROJECT_ID, name: 'frame social', origins: [HOST_ORIGIN] }],
    frameOrigins: [FRAME_ORIGIN],
    // a recovery code, and the notice of each recovery, go to the person's mail
    mailer: createSmtpMailer({ url: sink.smtpUrl, from: 'login@latch.local' }),
    recoverySecret: crypto.getRandomValues(new Uint8Array(32)),
    // every person of the file signs in from this one client: the per-client mail cap has its attack test
    loginMailLimit: false,
    socialProviders,
  })
  // the identity provider registers the services' callback, which exists once they listen
  idp = await startIdentityProvider({
    clients: [{ ...client, redirectUris: [`${api.url}/v1/auth/social/callback`] }],
  })
  for (const [id, provider] of configureSocialProviders(socialProvidersConfig(idp.providers, client)))
    socialProviders.set(id, provider)
}, 60_000)
afterAll(async () => {
  await idp?.stop()
  await api?.stop()
  await anvil?.stop()
  await sink?.stop()
})

/** One browser profile of the frame: its storage, in memory. */
function device(deviceId: string, prompts?: AccountPrompts) {
  let stored: StoredSession | undefined
  let pending: PendingSocialLogin | undefined
  const shares = new Map<string, string>()
  const sessions: SessionStore = {
    load: () => stored,
    save: (session) => {
      stored = session
    },
    clear: () => {
      stored = undefined
    },
  }
  return createEmbeddedWallet({
    auth: createAuthClient({
      apiUrl: api.url,
      projectId: PROJECT_ID,
      fetch: (input, init) => fetch(input, { ...init, headers: { ...init?.headers, origin: FRAME_ORIGIN } }),
    }),
    hostOrigin: HOST_ORIGIN,
    pendingSocial: {
      load: () => pending,
      save: (login) => {
        pending = login
      },
      clear: () => {
        pending = undefined
      },
    },
    deviceId,
    deviceShares: {
      load: async (userId) => shares.get(userId),
      save: async (userId, share) => {
        shares.set(userId, share)
      },
    },
    sessions,
    chains: [{ id: 31337, name: 'Latch Devnet', rpcUrl: anvil.url }],
    approve: async () => {},
    ...(prompts ? { prompts } : {}),
  })
}

/** The popup: the provider's page, the person's choice, the services' callback, back to the host page. */
async function popup(uri: string, choice: Record<string, string>): Promise<string> {
  const callback = await (await driveIdentitySignIn(uri)).choose(choice)
  const back = await fetch(callback, { redirect: 'manual' })
  expect(back.status).toBe(302)
  return back.headers.get('location')!
}

describe('social login into the embedded wallet', () => {
  it('github: the page opens the provider, comes back, and the frame unlocks a new wallet named by the provider', async () => {
    const wallet = device('device-social-1')
    const uri = await wallet.socialRedirectUri('github', `${HOST_ORIGIN}/?page=1`)
    expect(uri.startsWith(idp.providers.github.authorizationUrl)).toBe(true)
    const returned = await popup(uri, { user: 'ada' })
    expect(returned).toMatch(
      new RegExp(`^${HOST_ORIGIN}/\\?page=1&latch_social=[\\w-]{43}#latch_social_code=[\\w-]{43}$`),
    )
    await wallet.connectSocial('github', returned)
    expect(await wallet.getUser()).toMatchObject({
      email: null,
      userName: 'ada-lovelace',
      socialProvider: 'github',
      address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
    })
  })

  it('the same Google account on another device opens the same wallet, once the person types the recovery code mailed to them on the frame’s screen', async () => {
    const first = device('device-social-2')
    await first.connectSocial(
      'google',
      await popup(await first.socialRedirectUri('google', HOST_ORIGIN), { user: 'grace' }),
    )
    const person = mailPrompts((to) => sink.waitForMessage({ to }))
    const second = device('device-social-3', person.prompts)
    await second.connectSocial(
      'google',
      await popup(await second.socialRedirectUri('google', HOST_ORIGIN), { user: 'grace' }),
    )
    expect(person.asked).toEqual([{ code: 'recovery', email: 'grace@example.com' }])
    expect((await sink.waitForMessage({ to: 'grace@example.com' })).subject).toBe(
      'Your Latch wallet was recovered on a new device',
    )
    expect((await second.getUser()).address).toBe((await first.getUser()).address)
    expect(await second.getUser()).toMatchObject({ email: 'grace@example.com', socialProvider: 'google' })
  })

  it("cancelling at the provider is the services' 'Connection rejected', and the login is over", async () => {
    const wallet = device('device-social-4')
    const returned = await popup(await wallet.socialRedirectUri('discord', HOST_ORIGIN), { cancel: '1' })
    await expect(wallet.connectSocial('discord', returned)).rejects.toThrow('Connection rejected')
    await expect(wallet.connectSocial('discord', returned)).rejects.toThrow('Failed to connect')
    expect(wallet.isConnected()).toBe(false)
  })

  it('refuses to send the person back anywhere but the embedding page, and a return for another login', async () => {
    const wallet = device('device-social-5')
    await expect(wallet.socialRedirectUri('x', 'https://evil.example/')).rejects.toThrow(
      'A social login must come back to the page that started it',
    )
    await wallet.socialRedirectUri('x', HOST_ORIGIN)
    await expect(wallet.connectSocial('x', `${HOST_ORIGIN}/?latch_social=forged`)).rejects.toThrow(
      'Failed to connect',
    )
    await expect(wallet.connectSocial('google', `${HOST_ORIGIN}/`)).rejects.toThrow('Failed to connect')
  })

  it("finishes only with the completion the provider's redirect brought this browser: not without it, not with another login's", async () => {
    const wallet = device('device-social-6')
    const returned = new URL(
      await popup(await wallet.socialRedirectUri('x', `${HOST_ORIGIN}/#/shop`), { user: 'ada' }),
    )
    // the page's own fragment was not sent: the services wrote theirs
    expect(returned.hash).toMatch(/^#latch_social_code=/)
    const withoutCompletion = new URL(returned)
    withoutCompletion.hash = ''
    await expect(wallet.connectSocial('x', withoutCompletion.href)).rejects.toThrow('Failed to connect')

    // another browser's completion (a login of its own): the services refuse it and the login is over
    const other = device('device-social-7')
    const elsewhere = new URL(await popup(await other.socialRedirectUri('x', HOST_ORIGIN), { user: 'grace' }))
    const swapped = new URL(returned)
    swapped.hash = elsewhere.hash
    await expect(wallet.connectSocial('x', swapped.href)).rejects.toThrow(
      'This sign-in was completed in another browser: start it again from this one.',
    )
    await expect(wallet.connectSocial('x', returned.href)).rejects.toThrow('Failed to connect')
    expect(wallet.isConnected()).toBe(false)
  })
})
