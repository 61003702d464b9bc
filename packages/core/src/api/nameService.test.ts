import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ENS_CACHE_MS } from '../constants'
import { createLatch } from '../createLatch'
import { InvalidInputError } from '../errors/input'
import { ADDRESS, devnetA } from '../test-support/networks'
import {
  ApiNotConfiguredError,
  HttpStatusError,
  InvalidChainIdError,
  NameSuggestionsError,
  NamesForAddressError,
  RegisterNameError,
  ReleaseNameError,
  ResolveNameError,
  SetPrimaryNameError,
} from './errors'
import { getIdentity } from './getIdentity'
import { getNameSuggestions } from './getNameSuggestions'
import { getNamesForAddress } from './getNamesForAddress'
import { registerName } from './registerName'
import { releaseName } from './releaseName'
import { resolveName } from './resolveName'
import { setPrimaryName } from './setPrimaryName'
import { createTestLatch } from './test-support/createTestLatch'
import { useTestServer } from './test-support/testServer'
import { toNameMessage } from './toNameMessage'

const record = {
  name: 'alice.latch.id',
  registered: 1767225600,
  addresses: { '60': { address: ADDRESS, created: 1767225600 } },
  attributes: {},
}
const serverError = { status: 500, json: { code: 'INTERNAL_ERROR', message: 'db down' } }

const server = useTestServer()
beforeEach(() => {
  server.reset()
  vi.useFakeTimers({ toFake: ['Date'] })
})
afterEach(() => {
  vi.useRealTimers()
})

const advance = (ms: number) => vi.setSystemTime(Date.now() + ms)

async function failure(run: () => Promise<unknown>): Promise<Error> {
  const result = await run().then(
    () => undefined,
    (error: unknown) => error,
  )
  if (!(result instanceof Error)) throw new Error('expected a failure')
  return result
}

describe('GET /v1/profile/account/{name}', () => {
  it('answers the name record', async () => {
    server.on('GET /v1/profile/account/alice.latch.id', { json: record })
    await expect(resolveName(createTestLatch(server), { name: 'alice.latch.id' })).resolves.toEqual(record)
  })

  it('an unregistered name (404) is null', async () => {
    server.on('GET /v1/profile/account/nobody.latch.id', {
      status: 404,
      json: { code: 'NOT_FOUND', message: '' },
    })
    await expect(resolveName(createTestLatch(server), { name: 'nobody.latch.id' })).resolves.toBeNull()
  })

  it('cache expiry: ENS 5 min', async () => {
    server.on('GET /v1/profile/account/alice.latch.id', { json: record })
    const latch = createTestLatch(server)
    await resolveName(latch, { name: 'alice.latch.id' })
    advance(ENS_CACHE_MS - 1)
    await resolveName(latch, { name: 'Alice.latch.id' })
    expect(server.requests).toHaveLength(1)
    advance(1)
    await resolveName(latch, { name: 'alice.latch.id' })
    expect(server.requests).toHaveLength(2)
  })

  it("other failures throw 'Error resolving name'", async () => {
    server.on('GET /v1/profile/account/alice.latch.id', {
      status: 400,
      json: { code: 'INVALID_PARAMS', message: 'x' },
    })
    const error = await failure(() => resolveName(createTestLatch(server), { name: 'alice.latch.id' }))
    expect(error).toBeInstanceOf(ResolveNameError)
    expect((error as ResolveNameError).shortMessage).toBe('Error resolving name')
    expect(error.cause).toBeInstanceOf(HttpStatusError)
  })
})

describe('GET /v1/profile/suggestions/{name}', () => {
  it('answers the suggestions', async () => {
    const suggestions = [
      { name: 'alice.latch.id', registered: true },
      { name: 'alice1.latch.id', registered: false },
    ]
    server.on('GET /v1/profile/suggestions/alice', { json: { suggestions } })
    await expect(getNameSuggestions(createTestLatch(server), { name: 'alice' })).resolves.toEqual(suggestions)
  })

  it("a failure throws 'Error fetching name suggestions'", async () => {
    server.on('GET /v1/profile/suggestions/alice', { status: 400 })
    const error = await failure(() => getNameSuggestions(createTestLatch(server), { name: 'alice' }))
    expect(error).toBeInstanceOf(NameSuggestionsError)
    expect((error as NameSuggestionsError).shortMessage).toBe('Error fetching name suggestions')
  })
})

describe('GET /v1/profile/reverse/{address}', () => {
  it('answers the names of the address', async () => {
    server.on(`GET /v1/profile/reverse/${ADDRESS}`, { json: [record] })
    await expect(getNamesForAddress(createTestLatch(server), { address: ADDRESS })).resolves.toEqual([record])
  })

  it("a failure throws 'Error fetching names for address'", async () => {
    server.on(`GET /v1/profile/reverse/${ADDRESS}`, { text: 'not json' })
    const error = await failure(() => getNamesForAddress(createTestLatch(server), { address: ADDRESS }))
    expect(error).toBeInstanceOf(NamesForAddressError)
    expect((error as NamesForAddressError).shortMessage).toBe('Error fetching names for address')
  })
})

describe('POST /v1/profile/account: coin_type, address, message, signature', () => {
  const signed: string[] = []
  const signMessage = async (message: string) => {
    signed.push(message)
    return '0xsig'
  }
  const parameters = { name: 'alice.latch.id', address: ADDRESS, chainId: 10, signMessage }
  beforeEach(() => {
    signed.length = 0
  })

  it("the address signs the service's message: this service, the suffix, the chain, the coin type, the time", async () => {
    vi.setSystemTime(new Date('2026-01-01T00:00:00.900Z'))
    server.on('POST /v1/profile/account', { json: record })
    await registerName(createTestLatch(server), { ...parameters, attributes: { avatar: 'https://a.png' } })
    const host = new URL(server.url).host
    expect(signed).toEqual([
      toNameMessage({
        action: 'register',
        service: host,
        suffix: '.latch.id',
        name: 'alice.latch.id',
        address: ADDRESS,
        chainId: 'eip155:10',
        coinType: 2147483658,
        attributes: { avatar: 'https://a.png' },
        timestamp: 1767225600,
      }),
    ])
    // the spec's JSON (name, attributes, timestamp in seconds) is the message's last line
    expect(JSON.parse(signed[0]!.split('\n').at(-1)!)).toMatchObject({
      name: 'alice.latch.id',
      attributes: { avatar: 'https://a.png' },
      timestamp: 1767225600,
    })
    expect(signed[0]!.split('\n').slice(0, 3)).toEqual([
      `${host} name service (.latch.id names)`,
      `Register the name alice.latch.id for ${ADDRESS}`,
      'Chain: eip155:10 (coin type 2147483658)',
    ])
  })

  it('posts the ENSIP-11 coin type of the chain with address, message and signature', async () => {
    server.on('POST /v1/profile/account', { json: record })
    await expect(registerName(createTestLatch(server), parameters)).resolves.toEqual(record)
    expect(server.requests[0]?.body).toEqual({
      coin_type: 2147483658,
      address: ADDRESS,
      message: signed[0],
      signature: '0xsig',
    })
  })

  it('chain 1 posts coin type 60', async () => {
    server.on('POST /v1/profile/account', { json: record })
    await registerName(createTestLatch(server), { ...parameters, chainId: 1 })
    expect(server.requests[0]?.body).toMatchObject({ coin_type: 60 })
    expect(signed[0]).toContain('Chain: eip155:1 (coin type 60)')
  })

  it("a chain id not below 2147483648 throws 'Invalid chainId' before anything is signed", async () => {
    const error = await failure(() =>
      registerName(createTestLatch(server), { ...parameters, chainId: 2147483648 }),
    )
    expect(error).toBeInstanceOf(InvalidChainIdError)
    expect(error.message).toMatch(/^Invalid chainId/)
    expect(signed).toEqual([])
    expect(server.requests).toHaveLength(0)
  })

  it.each([
    ['name', { name: 'alice' }],
    ['address', { address: '' }],
    ['signMessage', { signMessage: undefined }],
  ])('without a usable %s: InvalidInputError before anything is signed', async (field, change) => {
    const error = await failure(() =>
      registerName(createTestLatch(server), { ...parameters, ...change } as typeof parameters),
    )
    expect(error).toBeInstanceOf(InvalidInputError)
    expect((error as InvalidInputError).field).toBe(field)
    expect(signed).toEqual([])
  })

  it("a failure throws 'Error registering name {name}'", async () => {
    server.on('POST /v1/profile/account', { status: 409, json: { code: 'NAME_TAKEN', message: 'taken' } })
    const error = await failure(() => registerName(createTestLatch(server), parameters))
    expect(error).toBeInstanceOf(RegisterNameError)
    expect((error as RegisterNameError).shortMessage).toBe('Error registering name alice.latch.id')
    expect((error.cause as HttpStatusError).serviceCode).toBe('NAME_TAKEN')
  })

  it("a refused signature throws 'Error registering name {name}' with the refusal, and nothing is posted", async () => {
    const refusal = new Error('User rejected the request.')
    const error = await failure(() =>
      registerName(createTestLatch(server), { ...parameters, signMessage: () => Promise.reject(refusal) }),
    )
    expect(error).toBeInstanceOf(RegisterNameError)
    expect(error.cause).toBe(refusal)
    expect(server.requests).toHaveLength(0)
  })

  it('a registration replaces the cached lookup of the name (no longer null)', async () => {
    const latch = createTestLatch(server)
    server.on('GET /v1/profile/account/alice.latch.id', { status: 404 })
    await expect(resolveName(latch, { name: 'alice.latch.id' })).resolves.toBeNull()
    server.on('POST /v1/profile/account', { json: record })
    await registerName(latch, parameters)
    await expect(resolveName(latch, { name: 'alice.latch.id' })).resolves.toEqual(record)
    expect(server.requests.map((r) => r.method)).toEqual(['GET', 'POST'])
  })
})

describe('release and primary: the owner signs, the service answers the record', () => {
  const signMessage = async (_message: string) => '0xsig'
  const parameters = { name: 'Alice.latch.id', address: ADDRESS, chainId: 1, signMessage }

  it('releaseName posts the signed release message and the name then resolves to null', async () => {
    const latch = createTestLatch(server)
    server.on('GET /v1/profile/account/alice.latch.id', { json: record })
    await resolveName(latch, { name: 'alice.latch.id' })
    server.on('POST /v1/profile/account/alice.latch.id/release', { json: record })
    await expect(releaseName(latch, parameters)).resolves.toEqual(record)
    const body = server.requests[1]?.body as { message: string; coin_type: number }
    expect(body.coin_type).toBe(60)
    expect(body.message.split('\n')[1]).toBe(`Release the name alice.latch.id held by ${ADDRESS}`)
    await expect(resolveName(latch, { name: 'alice.latch.id' })).resolves.toBeNull()
    expect(server.requests).toHaveLength(2)
  })

  it("setPrimaryName posts the signed primary message and forgets the address's cached identity", async () => {
    const latch = createTestLatch(server)
    server.on(`GET /v1/identity/${ADDRESS}`, { json: { name: 'old.latch.id', avatar: null } })
    await getIdentity(latch, { address: ADDRESS })
    server.on('POST /v1/profile/account/alice.latch.id/primary', { json: record })
    await expect(setPrimaryName(latch, parameters)).resolves.toEqual(record)
    const body = server.requests[1]?.body as { message: string }
    expect(body.message.split('\n')[1]).toBe(`Make alice.latch.id the primary name of ${ADDRESS}`)
    await getIdentity(latch, { address: ADDRESS })
    expect(server.requests.map((r) => r.method)).toEqual(['GET', 'POST', 'GET'])
  })

  it.each([
    ['releaseName', releaseName, ReleaseNameError, 'Error releasing name Alice.latch.id', 'release'],
    [
      'setPrimaryName',
      setPrimaryName,
      SetPrimaryNameError,
      'Error setting primary name Alice.latch.id',
      'primary',
    ],
  ] as const)(
    '%s: a refusal throws its own error with the cause',
    async (_, write, ErrorClass, shortMessage, path) => {
      server.on(`POST /v1/profile/account/alice.latch.id/${path}`, {
        status: 403,
        json: { code: 'NOT_NAME_OWNER', message: 'not yours' },
      })
      const error = await failure(() => write(createTestLatch(server), parameters))
      expect(error).toBeInstanceOf(ErrorClass)
      expect((error as InstanceType<typeof ErrorClass>).shortMessage).toBe(shortMessage)
      expect((error.cause as HttpStatusError).serviceCode).toBe('NOT_NAME_OWNER')
    },
  )
})

describe('name service without api config', () => {
  it.each([
    ['resolveName', (l: ReturnType<typeof createLatch>) => resolveName(l, { name: 'a.latch.id' })],
    ['getNameSuggestions', (l: ReturnType<typeof createLatch>) => getNameSuggestions(l, { name: 'a' })],
    [
      'getNamesForAddress',
      (l: ReturnType<typeof createLatch>) => getNamesForAddress(l, { address: ADDRESS }),
    ],
    [
      'releaseName',
      (l: ReturnType<typeof createLatch>) =>
        releaseName(l, { name: 'a.latch.id', address: ADDRESS, chainId: 1, signMessage: async () => '0x' }),
    ],
  ])('%s throws ApiNotConfiguredError', async (_name, run) => {
    await expect(run(createLatch({ networks: [devnetA], storage: null }))).rejects.toBeInstanceOf(
      ApiNotConfiguredError,
    )
  })

  it('a 5xx is retried like any call before it fails', async () => {
    server.on('GET /v1/profile/suggestions/bob', serverError)
    await failure(() => getNameSuggestions(createTestLatch(server), { name: 'bob' }))
    expect(server.requests).toHaveLength(4)
  })
})
