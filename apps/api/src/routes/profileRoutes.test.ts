import { type NameMessage, toNameMessage } from '@latch/core/internal'
import { toMalleableTwin } from '@latch/devnet'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { nameAddresses, names } from '../db/schema'
import { expectApiError, useTestApi } from '../testing'
import { DEFAULT_PUBLIC_URL } from '../tokens/tokenIconUrl'

const api = useTestApi({ deps: { now: () => NOW_MS } })

/** The service's clock in these tests (a fixed instant, so timestamps are exact). */
const NOW_MS = 1_750_000_000_000
const NOW = NOW_MS / 1000
/** What a client that reaches this service writes as its host. */
const SERVICE = new URL(DEFAULT_PUBLIC_URL).host
const alice = privateKeyToAccount(generatePrivateKey())
const bob = privateKeyToAccount(generatePrivateKey())

type Signer = typeof alice

/** The CAIP-2 chain of an ENSIP-11 coin type, as a client derives one from the other. */
const chainOf = (coinType: number) => `eip155:${coinType === 60 ? 1 : coinType - 0x80000000}`

/**
 * A name-service write as the client builds it: the service's message (toNameMessage) signed by the
 * address; `fields` changes any field of the message, `coinType` the body's coin type.
 */
async function nameWrite(
  signer: Signer,
  params: { name: string; coinType?: number; fields?: Partial<NameMessage> },
) {
  const coinType = params.coinType ?? 60
  const message = toNameMessage({
    action: 'register',
    service: SERVICE,
    suffix: '.latch.local',
    name: params.name,
    address: signer.address,
    chainId: chainOf(coinType),
    coinType,
    attributes: {},
    timestamp: NOW,
    ...params.fields,
  })
  return {
    coin_type: coinType,
    address: signer.address,
    message,
    signature: await signer.signMessage({ message }),
  }
}

/** A registration: `nameWrite` with the name in full and, optionally, attributes and a timestamp. */
function registration(
  signer: Signer,
  params: { name: string; attributes?: Record<string, string>; timestamp?: number; coinType?: number },
) {
  const name = params.name.includes('.') ? params.name : `${params.name}.latch.local`
  return nameWrite(signer, {
    name,
    ...(params.coinType === undefined ? {} : { coinType: params.coinType }),
    fields: { attributes: params.attributes ?? {}, timestamp: params.timestamp ?? NOW },
  })
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

  it('registers an ENSIP-11 coin type for another chain, the message naming that chain', async () => {
    const body = await registration(bob, { name: 'bob-1', coinType: 0x80000000 + 31337 })
    expect(body.message).toContain('Chain: eip155:31337 (coin type 2147514985)')
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
      await api.request('/v1/profile/account', { json: await registration(alice, { name: 'shared' }) }),
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
    // a message naming alice, signed by bob
    const signedByBob = {
      ...(await nameWrite(bob, { name: 'not-bobs.latch.local', fields: { address: alice.address } })),
      address: alice.address,
    }
    await expectApiError(
      await api.request('/v1/profile/account', { json: signedByBob }),
      401,
      'INVALID_SIGNATURE',
    )
    const good = await registration(alice, { name: 'tampered' })
    const tampered = { ...good, message: good.message.replaceAll('tampered', 'tampere2') }
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
    [
      "the spec's bare JSON, which binds nothing to this service",
      { message: `{"name":"alice-x.latch.local","attributes":{},"timestamp":${NOW}}` },
    ],
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

describe('what a name signature binds (service, suffix, name, address, chain, coin type)', () => {
  it.each([
    ['action', { action: 'release' as const }],
    ['service', { service: 'names.evil.example' }],
    ['suffix', { suffix: '.latch.id' }],
    ['name', { name: 'Bound-Name.latch.local' }],
    ['address', { address: bob.address }],
    ['coinType', { coinType: 0x80000000 + 31337 }],
    ['chainId', { chainId: 'eip155:10' }],
  ])(
    'a message whose %s differs from this service or request is 400 NAME_MESSAGE_MISMATCH, and nothing is registered',
    async (field, fields) => {
      const body = await nameWrite(alice, { name: 'bound-name.latch.local', fields })
      const response = await api.request('/v1/profile/account', { json: body })
      const error = await expectApiError(response, 400, 'NAME_MESSAGE_MISMATCH')
      expect(error.message).toContain(`message: ${field} `)
      await expectApiError(await api.request('/v1/profile/account/bound-name.latch.local'), 404, 'NOT_FOUND')
    },
  )

  it('refuses a field it does not know, and lines that say something other than the JSON (400 INVALID_BODY)', async () => {
    const good = await nameWrite(alice, { name: 'strict-one.latch.local' })
    const extra = good.message.replace('"timestamp":', '"owner":"0x0","timestamp":')
    const headline = good.message.replace('Register the name', 'Look up the name')
    for (const message of [extra, headline]) {
      const body = { ...good, message, signature: await alice.signMessage({ message }) }
      await expectApiError(await api.request('/v1/profile/account', { json: body }), 400, 'INVALID_BODY')
    }
    await expectApiError(await api.request('/v1/profile/account/strict-one.latch.local'), 404, 'NOT_FOUND')
  })

  it("refuses a high-s signature (the low-s one's malleable twin) with 401 INVALID_SIGNATURE", async () => {
    const good = await nameWrite(alice, { name: 'twin-sig.latch.local' })
    await expectApiError(
      await api.request('/v1/profile/account', {
        json: { ...good, signature: toMalleableTwin(good.signature) },
      }),
      401,
      'INVALID_SIGNATURE',
    )
    expect((await api.request('/v1/profile/account', { json: good })).status).toBe(200)
  })
})

describe('POST /v1/profile/account/{name}/release and /primary', () => {
  const owner = privateKeyToAccount(generatePrivateKey())
  const ownerWrite = (signer: Signer, name: string, action: 'release' | 'primary', coinType = 60) =>
    nameWrite(signer, { name, coinType, fields: { action } })
  const post = async (name: string, action: 'release' | 'primary', json: unknown) =>
    api.request(`/v1/profile/account/${name}/${action}`, { json })
  const identity = async (address: string) =>
    (await (await api.request(`/v1/identity/${address}`)).json()) as { name: string | null }
  const reverse = async (address: string) =>
    ((await (await api.request(`/v1/profile/reverse/${address}`)).json()) as { name: string }[]).map(
      (record) => record.name,
    )

  it('the owner chooses its primary name; identity and reverse answer it first; releasing it falls back to the oldest', async () => {
    for (const name of ['first-pick', 'second-pick']) {
      const response = await api.request('/v1/profile/account', { json: await registration(owner, { name }) })
      expect(response.status).toBe(200)
    }
    // the same registration time: the oldest is the first by name
    expect((await identity(owner.address)).name).toBe('first-pick.latch.local')

    const chosen = await post(
      'second-pick.latch.local',
      'primary',
      await ownerWrite(owner, 'second-pick.latch.local', 'primary'),
    )
    expect(chosen.status).toBe(200)
    expect(await chosen.json()).toMatchObject({ name: 'second-pick.latch.local' })
    expect((await identity(owner.address)).name).toBe('second-pick.latch.local')
    expect(await reverse(owner.address)).toEqual(['second-pick.latch.local', 'first-pick.latch.local'])

    const released = await post(
      'second-pick.latch.local',
      'release',
      await ownerWrite(owner, 'second-pick.latch.local', 'release'),
    )
    expect(released.status).toBe(200)
    expect(await released.json()).toMatchObject({
      name: 'second-pick.latch.local',
      addresses: { '60': { address: owner.address } },
    })
    await expectApiError(await api.request('/v1/profile/account/second-pick.latch.local'), 404, 'NOT_FOUND')
    expect((await identity(owner.address)).name).toBe('first-pick.latch.local')
    expect(await reverse(owner.address)).toEqual(['first-pick.latch.local'])

    // released, the name is anyone's again
    const taken = await api.request('/v1/profile/account', {
      json: await registration(bob, { name: 'second-pick' }),
    })
    expect(taken.status).toBe(200)
  })

  it.each(['release', 'primary'] as const)(
    '%s: another address, or the owner under another coin type, is 403 NOT_NAME_OWNER; an unknown name 404; the name stays',
    async (action) => {
      const name = `kept-${action}.latch.local`
      await api.request('/v1/profile/account', { json: await registration(owner, { name }) })
      await expectApiError(
        await post(name, action, await ownerWrite(bob, name, action)),
        403,
        'NOT_NAME_OWNER',
      )
      await expectApiError(
        await post(name, action, await ownerWrite(owner, name, action, 0x80000000 + 31337)),
        403,
        'NOT_NAME_OWNER',
      )
      const unknown = `nobody-${action}.latch.local`
      await expectApiError(
        await post(unknown, action, await ownerWrite(owner, unknown, action)),
        404,
        'NOT_FOUND',
      )
      expect((await api.request(`/v1/profile/account/${name}`)).status).toBe(200)
    },
  )

  it.each(['release', 'primary'] as const)(
    '%s: a message for another action or another name than the path is 400 NAME_MESSAGE_MISMATCH',
    async (action) => {
      const name = `path-${action}.latch.local`
      await api.request('/v1/profile/account', { json: await registration(owner, { name }) })
      const registerMessage = await nameWrite(owner, { name })
      await expectApiError(await post(name, action, registerMessage), 400, 'NAME_MESSAGE_MISMATCH')
      const otherName = await ownerWrite(owner, 'first-pick.latch.local', action)
      await expectApiError(await post(name, action, otherName), 400, 'NAME_MESSAGE_MISMATCH')
      expect((await api.request(`/v1/profile/account/${name}`)).status).toBe(200)
    },
  )
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
