// Sign-in through the service against a real chain: EOAs, and a Solady smart account (devnet fixture)
// that verifies by ERC-6492 before deployment, as the browser's wallet would sign it; and Solana accounts
// (ed25519) on a configured cluster.
import { toSessionRevocationMessage } from '@latch/core/internal'
import { DEVNET_PRIVATE_KEYS, type StartAnvilReturnType, startAnvil } from '@latch/devnet'
import { createSiwxMessage, type SiwxMessage } from '@latch/siwx'
import { generateKeyPair, getAddressFromPublicKey, getBase58Decoder, signBytes } from '@solana/kit'
import { createPublicClient, http, type PublicClient } from 'viem'
import { toSoladySmartAccount } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiErrorCode } from '../http/errors'
import type { ApiApp } from '../http/types'
import { expectApiError, TEST_ORIGIN, useTestApi } from '../testing'
import { deployAccountFactory } from '../testing/deployAccountFactory'

const api = useTestApi()
const owner = privateKeyToAccount(DEVNET_PRIVATE_KEYS[4]!)
const stranger = privateKeyToAccount(DEVNET_PRIVATE_KEYS[5]!)
let anvil: StartAnvilReturnType
let client: PublicClient
let app: ApiApp

beforeAll(async () => {
  anvil = await startAnvil({ chainId: foundry.id })
  client = createPublicClient({ chain: foundry, transport: http(anvil.url) })
  app = api.createApp({ chains: [{ id: foundry.id, name: 'anvil', rpcUrl: anvil.url }] })
}, 60_000)
afterAll(() => anvil?.stop())

const fromPage = { headers: { origin: TEST_ORIGIN } }

async function issueNonce(projectId?: string): Promise<string> {
  const response = await api.request('/v1/sessions/nonce', { app, method: 'POST', projectId, ...fromPage })
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('no-store')
  return ((await response.json()) as { nonce: string }).nonce
}

function messageFor(accountAddress: string, nonce: string, fields: Partial<SiwxMessage> = {}): string {
  return createSiwxMessage({
    domain: new URL(TEST_ORIGIN).host,
    accountAddress,
    chainId: `eip155:${foundry.id}`,
    uri: `${TEST_ORIGIN}/`,
    version: '1',
    nonce,
    issuedAt: new Date().toISOString(),
    expirationTime: new Date(Date.now() + 3_600_000).toISOString(),
    statement: 'Sign in to the Latch demo.',
    ...fields,
  })
}

function signIn(
  message: string,
  signature: string,
  init: { projectId?: string; origin?: string | null } = {},
) {
  const headers: Record<string, string> = init.origin === null ? {} : { origin: init.origin ?? TEST_ORIGIN }
  return api.request('/v1/sessions', {
    app,
    json: { message, signature },
    projectId: init.projectId,
    headers,
  })
}

describe('POST /v1/sessions/nonce and POST /v1/sessions', () => {
  it('signs in with a fresh nonce: the session is the project’s, without its signature, and reads back', async () => {
    const message = messageFor(owner.address, await issueNonce())
    const response = await signIn(message, await owner.signMessage({ message }))
    expect(response.status).toBe(201)
    const session = (await response.json()) as Record<string, unknown>
    expect(session).toMatchObject({
      address: owner.address,
      chainId: `eip155:${foundry.id}`,
      message,
      status: 'active',
      data: { accountAddress: owner.address, domain: '127.0.0.1:5173' },
    })
    expect(session).not.toHaveProperty('signature')
    expect(session.expiresAt).toBe(
      new Date(Date.parse(String(message.match(/Expiration Time: (.*)/)![1]))).toISOString(),
    )
    const read = await api.request(`/v1/sessions/${session.id}`, { app })
    expect(await read.json()).toEqual(session)
  })

  it('a nonce works once: the same signed message again is a replay (401 SIWX_INVALID_NONCE)', async () => {
    const message = messageFor(owner.address, await issueNonce())
    const signature = await owner.signMessage({ message })
    expect((await signIn(message, signature)).status).toBe(201)
    await expectApiError(await signIn(message, signature), 401, 'SIWX_INVALID_NONCE')
  })

  it('refuses a nonce it never issued, or issued to another project', async () => {
    const made = messageFor(owner.address, 'madeUpNonce123')
    await expectApiError(
      await signIn(made, await owner.signMessage({ message: made })),
      401,
      'SIWX_INVALID_NONCE',
    )
    const other = await api.createProject()
    const theirs = messageFor(owner.address, await issueNonce(other.id))
    await expectApiError(
      await signIn(theirs, await owner.signMessage({ message: theirs })),
      401,
      'SIWX_INVALID_NONCE',
    )
  })

  it('refuses, each with its code, a message for another site, URI or chain, an expired or early one, and a wrong signer; none uses up the nonce', async () => {
    const nonce = await issueNonce()
    const cases: [Partial<SiwxMessage>, ApiErrorCode][] = [
      [{ domain: 'evil.example' }, 'SIWX_DOMAIN_MISMATCH'],
      [{ uri: 'https://evil.example/' }, 'SIWX_URI_MISMATCH'],
      [{ chainId: 'eip155:1' }, 'SIWX_CHAIN_MISMATCH'],
      [{ expirationTime: new Date(Date.now() - 1000).toISOString() }, 'SIWX_EXPIRED'],
      [{ notBefore: new Date(Date.now() + 3_600_000).toISOString() }, 'SIWX_NOT_YET_VALID'],
    ]
    for (const [fields, code] of cases) {
      const message = messageFor(owner.address, nonce, fields)
      await expectApiError(await signIn(message, await owner.signMessage({ message })), 400, code)
    }
    const message = messageFor(owner.address, nonce)
    await expectApiError(
      await signIn(message, await stranger.signMessage({ message })),
      401,
      'INVALID_SIGNATURE',
    )
    await expectApiError(
      await signIn(
        message.replace('Sign in to the Latch demo.', 'Pay.'),
        await owner.signMessage({ message }),
      ),
      401,
      'INVALID_SIGNATURE',
    )
    expect((await signIn(message, await owner.signMessage({ message }))).status).toBe(201)
  })

  it('needs the page’s Origin, and a well-formed body', async () => {
    const message = messageFor(owner.address, await issueNonce())
    const signature = await owner.signMessage({ message })
    await expectApiError(await signIn(message, signature, { origin: null }), 400, 'INVALID_HEADERS')
    await expectApiError(await signIn('hello', signature), 400, 'INVALID_SIWX_MESSAGE')
    for (const body of [{ message }, { signature }, { message: '', signature }, []]) {
      await expectApiError(
        await api.request('/v1/sessions', { app, json: body, ...fromPage }),
        400,
        'INVALID_BODY',
      )
    }
  })

  it('a smart account signs in before it is deployed (ERC-6492) and revokes by ERC-1271 once deployed', async () => {
    const { factoryAddress, send } = await deployAccountFactory(client, anvil.url)
    const salt = `${owner.address}${'0'.repeat(23)}1` as const
    const account = await toSoladySmartAccount({ client, owner, factoryAddress, salt })
    const message = messageFor(account.address, await issueNonce())
    const response = await signIn(message, await account.signMessage({ message }))
    expect(response.status).toBe(201)
    const session = (await response.json()) as { id: string; pci: string }

    const factoryData = await account.getFactoryArgs()
    await send(factoryData.factory!, factoryData.factoryData!)
    expect(await client.getCode({ address: account.address })).toBeDefined()
    const revocation = toSessionRevocationMessage(session)
    await expectApiError(
      await api.request(`/v1/sessions/${session.id}/revoke`, {
        app,
        json: { pci: session.pci, signature: await stranger.signMessage({ message: revocation }) },
      }),
      401,
      'INVALID_SIGNATURE',
    )
    const revoked = await api.request(`/v1/sessions/${session.id}/revoke`, {
      app,
      json: { pci: session.pci, signature: await account.signMessage({ message: revocation }) },
    })
    expect(await revoked.json()).toMatchObject({ status: 'revoked' })
  })
})

describe('POST /v1/sessions on Solana (CAIP-122, ed25519)', () => {
  const CLUSTER = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
  // Its RPC is never called: an ed25519 signature checks against the address itself.
  const solanaApp = () =>
    api.createApp({
      chains: [{ id: foundry.id, name: 'anvil', rpcUrl: anvil.url }],
      solana: { clusters: [{ caipNetworkId: CLUSTER, name: 'Solana', rpcUrl: 'http://127.0.0.1:1' }] },
    })

  async function solanaSigner() {
    const keys = await generateKeyPair()
    return {
      address: await getAddressFromPublicKey(keys.publicKey),
      sign: async (message: string) =>
        getBase58Decoder().decode(await signBytes(keys.privateKey, new TextEncoder().encode(message))),
    }
  }

  it("signs in on a configured cluster: the session is the Solana account's", async () => {
    const app = solanaApp()
    const signer = await solanaSigner()
    const nonceResponse = await api.request('/v1/sessions/nonce', { app, method: 'POST', ...fromPage })
    const { nonce } = (await nonceResponse.json()) as { nonce: string }
    const message = messageFor(signer.address, nonce, { chainId: CLUSTER })
    const response = await api.request('/v1/sessions', {
      app,
      json: { message, signature: await signer.sign(message) },
      headers: { origin: TEST_ORIGIN },
    })
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({
      address: signer.address,
      chainId: CLUSTER,
      status: 'active',
    })
  })

  it("refuses another key's signature, and a cluster the service does not serve", async () => {
    const app = solanaApp()
    const [signer, stranger] = await Promise.all([solanaSigner(), solanaSigner()])
    const nonceResponse = await api.request('/v1/sessions/nonce', { app, method: 'POST', ...fromPage })
    const { nonce } = (await nonceResponse.json()) as { nonce: string }
    const post = (message: string, signature: string) =>
      api.request('/v1/sessions', { app, json: { message, signature }, headers: { origin: TEST_ORIGIN } })
    const message = messageFor(signer.address, nonce, { chainId: CLUSTER })
    await expectApiError(await post(message, await stranger.sign(message)), 401, 'INVALID_SIGNATURE')
    const elsewhere = messageFor(signer.address, nonce, {
      chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    })
    await expectApiError(await post(elsewhere, await signer.sign(elsewhere)), 400, 'SIWX_CHAIN_MISMATCH')
    // the app without clusters refuses Solana altogether
    const message2 = messageFor(signer.address, nonce, { chainId: CLUSTER })
    const withoutSolana = await api.request('/v1/sessions', {
      app: api.createApp({ chains: [{ id: foundry.id, name: 'anvil', rpcUrl: anvil.url }] }),
      json: { message: message2, signature: await signer.sign(message2) },
      headers: { origin: TEST_ORIGIN },
    })
    await expectApiError(withoutSolana, 400, 'SIWX_CHAIN_MISMATCH')
  })
})
