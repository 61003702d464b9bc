import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { nameAddresses, names } from '../db/schema'
import { expectApiError, useTestApi } from '../testing'

const api = useTestApi({ deps: { now: () => NOW_MS } })

/** The service's clock in these tests (a fixed instant, so timestamps are exact). */
const NOW_MS = 1_750_000_000_000
const NOW = NOW_MS / 1000
const alice = privateKeyToAccount(generatePrivateKey())
const bob = privateKeyToAccount(generatePrivateKey())

type Signer = typeof alice

/** A registration body as the client builds it: the JSON message signed by the address. */
async function registration(
  signer: Signer,
  params: { name: string; attributes?: Record<string, string>; timestamp?: number; coinType?: number },
) {
  const message = JSON.stringify({
    name: params.name,
    attributes: params.attributes ?? {},
    timestamp: params.timestamp ?? NOW,
  })
  return {
    coin_type: params.coinType ?? 60,
    address: signer.address,
    message,
    signature: await signer.signMessage({ message }),
  }
}

describe('POST /v1/profile/account', () => {
  it('registers a name signed by its address, readable by name, by address and as identity', async () => {
    const body = await registration(alice, {
      name: 'alice.latch.local',
      attributes: { avatar: 'https://a.example/a.png' },
    })
    const response = await api.request('/v1/profile/account', { json: body })
    expect(response.status).toBe(200)
    const record = {
      name: 'alice.latch.local',
      registered: NOW,
      updated: NOW,
      addresses: { '60': { address: alice.address, created: expect.any(Number) } },
      attributes: { avatar: 'https://a.example/a.png' },
    }
    expect(await response.json()).toMatchObject({
      ...record,
      registered: expect.any(Number),
      updated: expect.any(Number),
    })

    const byName = await api.request('/v1/profile/account/Alice.latch.local')
    expect(byName.status).toBe(200)
    expect(await byName.json()).toMatchObject({ name: 'alice.latch.local', addresses: record.addresses })
    const reverse = await api.request(`/v1/profile/reverse/${alice.address.toLowerCase()}`)
    expect((await reverse.json()) as unknown[]).toMatchObject([{ name: 'alice.latch.local' }])
    const identity = await api.request(`/v1/identity/${alice.address}`)
    expect(await identity.json()).toEqual({ name: 'alice.latch.local', avatar: 'https://a.example/a.png' })
  })

  it('takes a bare label as the name with the service suffix, and an ENSIP-11 coin type for another chain', async () => {
    const body = await registration(bob, { name: 'bob-1', coinType: 0x80000000 + 31337 })
    const response = await api.request('/v1/profile/account', { json: body })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      name: 'bob-1.latch.local',
      addresses: { '2147514985': { address: bob.address } },
    })
  })

  it('a name registered through one instance is taken for the other (409 NAME_TAKEN)', async () => {
    const other = await api.database.openAnother()
    const b = api.createApp({ now: () => NOW_MS }, other.db)
    const first = await api.request('/v1/profile/account', {
      app: b,
      json: await registration(bob, { name: 'shared' }),
    })
    expect(first.status).toBe(200)
    expect((await api.request('/v1/profile/account/shared.latch.local')).status).toBe(200)
    await expectApiError(
      await api.request('/v1/profile/account', { json: await registration(alice, { name: 'SHARED' }) }),
      409,
      'NAME_TAKEN',
    )
  })

  it.each([
    'javascript:alert(1)',
    'http://a.example/a.png',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml',
    '//a.example/a.png',
    'ftp://a.example/a.png',
  ])(
    'refuses an avatar that is not https, ipfs or a data:image (%s) with 400 INVALID_BODY',
    async (avatar) => {
      const body = await registration(alice, { name: 'bad-avatar', attributes: { avatar } })
      await expectApiError(await api.request('/v1/profile/account', { json: body }), 400, 'INVALID_BODY')
    },
  )

  it.each([
    ['https', 'https://a.example/a.png'],
    ['ipfs', 'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi'],
    ['data:image', 'data:image/png;base64,iVBORw0KGgo='],
  ])('accepts an %s avatar', async (kind, avatar) => {
    const body = await registration(alice, {
      name: `avatar-${kind.replace(':', '-')}`,
      attributes: { avatar },
    })
    expect((await api.request('/v1/profile/account', { json: body })).status).toBe(200)
  })

  it('identity answers no avatar for a stored one of another scheme (registered before the rule)', async () => {
    const owner = privateKeyToAccount(generatePrivateKey()).address
    await api.db
      .insert(names)
      .values({ name: 'old-avatar.latch.local', attributes: { avatar: 'javascript:alert(1)' } })
    await api.db
      .insert(nameAddresses)
      .values({ name: 'old-avatar.latch.local', coinType: 60, address: owner })
    expect(await (await api.request(`/v1/identity/${owner}`)).json()).toEqual({
      name: 'old-avatar.latch.local',
      avatar: null,
    })
  })

  it('rejects stale and future timestamps (10 minutes back, 1 minute ahead) with MESSAGE_EXPIRED', async () => {
    for (const timestamp of [NOW - 601, NOW + 61]) {
      await expectApiError(
        await api.request('/v1/profile/account', {
          json: await registration(alice, { name: 'late-one', timestamp }),
        }),
        400,
        'MESSAGE_EXPIRED',
      )
    }
    const edge = await api.request('/v1/profile/account', {
      json: await registration(alice, { name: 'edge-case', timestamp: NOW - 600 }),
    })
    expect(edge.status).toBe(200)
  })

  it('rejects a signature by another address, a tampered message and garbage (401 INVALID_SIGNATURE)', async () => {
    const signedByBob = { ...(await registration(bob, { name: 'not-bobs' })), address: alice.address }
    await expectApiError(
      await api.request('/v1/profile/account', { json: signedByBob }),
      401,
      'INVALID_SIGNATURE',
    )
    const good = await registration(alice, { name: 'tampered' })
    const tampered = { ...good, message: good.message.replace('tampered', 'tampere2') }
    await expectApiError(
      await api.request('/v1/profile/account', { json: tampered }),
      401,
      'INVALID_SIGNATURE',
    )
    await expectApiError(
      await api.request('/v1/profile/account', { json: { ...good, signature: `0x${'00'.repeat(65)}` } }),
      401,
      'INVALID_SIGNATURE',
    )
    await expectApiError(
      await api.request('/v1/profile/account', { json: { ...good, signature: 'not hex' } }),
      400,
      'INVALID_BODY',
    )
  })

  it.each([
    ['under 4 characters', 'abc'],
    ['a space', 'al ice'],
    ['an underscore', 'al_ice'],
    ['a non-ASCII letter', 'аlice'],
    ['an emoji', 'alice🙂'],
    ['another suffix', 'alice.eth'],
    ['over 63 characters', 'a'.repeat(64)],
  ])('enforces the name rules: %s is 400 INVALID_NAME', async (_, name) => {
    await expectApiError(
      await api.request('/v1/profile/account', { json: await registration(alice, { name }) }),
      400,
      'INVALID_NAME',
    )
  })

  it.each([
    ['a chain id of 2^31 (coin type 2^32)', 2 ** 32, 'Invalid chainId'],
    ['a huge coin type', 2 ** 52, 'Invalid chainId'],
    ['a non-EVM coin type (Bitcoin, 0)', 0, 'not an EVM one'],
    ['Solana (501)', 501, 'not an EVM one'],
  ])('enforces the coin-type rule: %s is 400 INVALID_COIN_TYPE', async (_, coinType, message) => {
    const response = await api.request('/v1/profile/account', {
      json: await registration(alice, { name: 'coin-test', coinType }),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      code: 'INVALID_COIN_TYPE',
      message: expect.stringContaining(message),
    })
  })

  it.each([
    ['a negative coin type', { coin_type: -1 }],
    ['a fractional coin type', { coin_type: 60.5 }],
    ['a coin type as text', { coin_type: '60' }],
    ['a malformed address', { address: '0x1234' }],
    ['a message that is not JSON', { message: 'hello' }],
    ['a message without timestamp', { message: '{"name":"alice-x","attributes":{}}' }],
    ['a negative timestamp', { message: '{"name":"alice-x","attributes":{},"timestamp":-5}' }],
    ['a timestamp in milliseconds', { message: `{"name":"alice-x","attributes":{},"timestamp":${NOW_MS}}` }],
    ['non-text attributes', { message: `{"name":"alice-x","attributes":{"a":1},"timestamp":${NOW}}` }],
  ])('answers %s with a 4xx code, never 5xx', async (_, change) => {
    const body = { ...(await registration(alice, { name: 'alice-x' })), ...change }
    const response = await api.request('/v1/profile/account', { json: body })
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    expect(((await response.json()) as { code: string }).code).toMatch(/^(INVALID_BODY|MESSAGE_EXPIRED)$/)
  })

  it('wants a JSON body', async () => {
    await expectApiError(
      await api.request('/v1/profile/account', {
        body: 'coin_type=60',
        headers: { 'content-type': 'text/plain' },
      }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    )
    await expectApiError(
      await api.request('/v1/profile/account', {
        body: '{',
        headers: { 'content-type': 'application/json' },
      }),
      400,
      'INVALID_JSON',
    )
  })
})

describe('GET /v1/profile/account/{name}, reverse, suggestions and identity', () => {
  it('answers 404 NOT_FOUND for a free name, and 400 INVALID_NAME for a name breaking the rules', async () => {
    await expectApiError(await api.request('/v1/profile/account/nobody.latch.local'), 404, 'NOT_FOUND')
    await expectApiError(await api.request('/v1/profile/account/abc'), 400, 'INVALID_NAME')
    await expectApiError(
      await api.request('/v1/profile/account/%F0%9F%99%82%F0%9F%99%82'),
      400,
      'INVALID_NAME',
    )
  })

  it('suggests the name asked for (taken or not) and free alternatives', async () => {
    await api.request('/v1/profile/account', { json: await registration(alice, { name: 'carol1' }) })
    const response = await api.request('/v1/profile/suggestions/carol')
    const { suggestions } = (await response.json()) as {
      suggestions: { name: string; registered: boolean }[]
    }
    expect(suggestions[0]).toEqual({ name: 'carol.latch.local', registered: false })
    expect(suggestions.map((s) => s.name)).not.toContain('carol1.latch.local')
    expect(suggestions.slice(1).every((s) => !s.registered)).toBe(true)
    const taken = await api.request('/v1/profile/suggestions/carol1.latch.local')
    expect(((await taken.json()) as { suggestions: unknown[] }).suggestions[0]).toEqual({
      name: 'carol1.latch.local',
      registered: true,
    })
    await expectApiError(await api.request('/v1/profile/suggestions/ab'), 400, 'INVALID_NAME')
  })

  it('identity and reverse are empty for an address without names; a CAIP-10 account works for identity', async () => {
    const nobody = privateKeyToAccount(generatePrivateKey()).address
    expect(await (await api.request(`/v1/identity/${nobody}`)).json()).toEqual({ name: null, avatar: null })
    expect(await (await api.request(`/v1/profile/reverse/${nobody}`)).json()).toEqual([])
    expect(await (await api.request(`/v1/identity/eip155:1:${alice.address}`)).json()).toMatchObject({
      name: 'alice.latch.local',
    })
  })

  it.each([
    '/v1/identity/0x1234',
    '/v1/identity/0xzz9Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    '/v1/identity/eip155:1',
    '/v1/identity/eip155::0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    '/v1/identity/solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
    '/v1/identity/eip155:01:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    '/v1/profile/reverse/eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    '/v1/profile/reverse/%00',
  ])('answers %s with 400 INVALID_PARAMS', async (path) => {
    await expectApiError(await api.request(path), 400, 'INVALID_PARAMS')
  })
})
