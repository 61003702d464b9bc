import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ENS_CACHE_MS } from '../constants'
import { createLatch } from '../createLatch'
import { ADDRESS, devnetA } from '../test-support/networks'
import {
  ApiNotConfiguredError,
  HttpStatusError,
  InvalidChainIdError,
  NameSuggestionsError,
  NamesForAddressError,
  RegisterNameError,
  ResolveNameError,
} from './errors'
import { getNameSuggestions } from './getNameSuggestions'
import { getNamesForAddress } from './getNamesForAddress'
import { registerName } from './registerName'
import { resolveName } from './resolveName'
import { createTestLatch } from './test-support/createTestLatch'
import { useTestServer } from './test-support/testServer'
import { toNameRegistrationMessage } from './toNameRegistrationMessage'

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
  const message = toNameRegistrationMessage({ name: 'alice.latch.id', timestamp: 1767225600 })
  const parameters = { name: 'alice.latch.id', address: ADDRESS, chainId: 10, message, signature: '0xsig' }

  it('name registration message is JSON with name, attributes and a timestamp in seconds', () => {
    vi.setSystemTime(new Date('2026-01-01T00:00:00.900Z'))
    expect(JSON.parse(toNameRegistrationMessage({ name: 'alice.latch.id' }))).toEqual({
      name: 'alice.latch.id',
      attributes: {},
      timestamp: 1767225600,
    })
  })

  it('posts the ENSIP-11 coin type of the chain with address, message and signature', async () => {
    server.on('POST /v1/profile/account', { json: record })
    await expect(registerName(createTestLatch(server), parameters)).resolves.toEqual(record)
    expect(server.requests[0]?.body).toEqual({
      coin_type: 2147483658,
      address: ADDRESS,
      message,
      signature: '0xsig',
    })
  })

  it('chain 1 posts coin type 60', async () => {
    server.on('POST /v1/profile/account', { json: record })
    await registerName(createTestLatch(server), { ...parameters, chainId: 1 })
    expect(server.requests[0]?.body).toMatchObject({ coin_type: 60 })
  })

  it("a chain id not below 2147483648 throws 'Invalid chainId' before any call", async () => {
    const error = await failure(() =>
      registerName(createTestLatch(server), { ...parameters, chainId: 2147483648 }),
    )
    expect(error).toBeInstanceOf(InvalidChainIdError)
    expect(error.message).toMatch(/^Invalid chainId/)
    expect(server.requests).toHaveLength(0)
  })

  it("a failure throws 'Error registering name {name}'", async () => {
    server.on('POST /v1/profile/account', { status: 409, json: { code: 'NAME_TAKEN', message: 'taken' } })
    const error = await failure(() => registerName(createTestLatch(server), parameters))
    expect(error).toBeInstanceOf(RegisterNameError)
    expect((error as RegisterNameError).shortMessage).toBe('Error registering name alice.latch.id')
    expect((error.cause as HttpStatusError).serviceCode).toBe('NAME_TAKEN')
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

describe('name service without api config', () => {
  it.each([
    ['resolveName', (l: ReturnType<typeof createLatch>) => resolveName(l, { name: 'a.latch.id' })],
    ['getNameSuggestions', (l: ReturnType<typeof createLatch>) => getNameSuggestions(l, { name: 'a' })],
    [
      'getNamesForAddress',
      (l: ReturnType<typeof createLatch>) => getNamesForAddress(l, { address: ADDRESS }),
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
