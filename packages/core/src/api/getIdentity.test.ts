import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { IDENTITY_CACHE_MS } from '../constants'
import { ADDRESS } from '../test-support/networks'
import { HttpStatusError } from './errors'
import { getIdentity } from './getIdentity'
import { createTestLatch } from './test-support/createTestLatch'
import { useTestServer } from './test-support/testServer'

const server = useTestServer()
beforeEach(() => {
  server.reset()
  server.on(`GET /v1/identity/${ADDRESS}`, { json: { name: 'alice.latch.id', avatar: null } })
  vi.useFakeTimers({ toFake: ['Date'] })
})
afterEach(() => {
  vi.useRealTimers()
})

const advance = (ms: number) => vi.setSystemTime(Date.now() + ms)

describe('GET /v1/identity/{address}', () => {
  it('answers the name and avatar', async () => {
    await expect(getIdentity(createTestLatch(server), { address: ADDRESS })).resolves.toEqual({
      name: 'alice.latch.id',
      avatar: null,
    })
  })

  it('an address outside eip155 (Solana) has no identity, and the service is not asked', async () => {
    const latch = createTestLatch(server)
    await expect(
      getIdentity(latch, { address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' }),
    ).resolves.toEqual({ name: null, avatar: null })
    expect(server.requests).toHaveLength(0)
  })

  it('cache expiry: identity 5 min', async () => {
    const latch = createTestLatch(server)
    await getIdentity(latch, { address: ADDRESS })
    advance(IDENTITY_CACHE_MS - 1)
    // an EVM address in other letter case is the same identity
    await getIdentity(latch, { address: ADDRESS.toLowerCase() })
    expect(server.requests).toHaveLength(1)
    advance(1)
    await getIdentity(latch, { address: ADDRESS })
    expect(server.requests).toHaveLength(2)
  })

  it('the cache lives per instance', async () => {
    await getIdentity(createTestLatch(server), { address: ADDRESS })
    await getIdentity(createTestLatch(server), { address: ADDRESS })
    expect(server.requests).toHaveLength(2)
  })

  it('a failure is not cached', async () => {
    const latch = createTestLatch(server)
    server.on(`GET /v1/identity/${ADDRESS}`, { status: 404, json: { code: 'NOT_FOUND', message: 'none' } })
    await expect(getIdentity(latch, { address: ADDRESS })).rejects.toBeInstanceOf(HttpStatusError)
    server.on(`GET /v1/identity/${ADDRESS}`, { json: { name: null, avatar: null } })
    await expect(getIdentity(latch, { address: ADDRESS })).resolves.toEqual({ name: null, avatar: null })
  })
})
