import { beforeEach, describe, expect, it } from 'vitest'
import { createLatch } from '../createLatch'
import { devnetA } from '../test-support/networks'
import { RateLimitedError, ServerError } from './errors'
import { getAllowedOrigins } from './getAllowedOrigins'
import { createTestLatch } from './test-support/createTestLatch'
import { type TestServer, useTestServer } from './test-support/testServer'

const server = useTestServer()
beforeEach(() => server.reset())

const origins = (s: TestServer) => s.requests.filter((r) => r.path === '/projects/v1/origins')

describe('allowed-origins fetch', () => {
  it('answers the project allowedOrigins', async () => {
    server.on('GET /projects/v1/origins', { json: { allowedOrigins: ['http://localhost:5173'] } })
    await expect(getAllowedOrigins(createTestLatch(server))).resolves.toEqual(['http://localhost:5173'])
  })

  it('429 raises RATE_LIMITED', async () => {
    server.on('GET /projects/v1/origins', {
      status: 429,
      json: { code: 'RATE_LIMITED', message: 'slow down' },
    })
    const call = getAllowedOrigins(createTestLatch(server))
    await expect(call).rejects.toBeInstanceOf(RateLimitedError)
    await expect(call).rejects.toMatchObject({ code: 'RATE_LIMITED' })
    // 429 is one of the retried statuses: the mapping applies to the answer after the retries
    expect(origins(server)).toHaveLength(4)
  })

  it.each([500, 501, 503, 599])('a status from 500 to 599 raises SERVER_ERROR: %i', async (status) => {
    server.on('GET /projects/v1/origins', { status })
    await expect(getAllowedOrigins(createTestLatch(server))).rejects.toMatchObject({
      code: 'SERVER_ERROR',
      constructor: ServerError,
    })
  })

  it.each([
    ['403 (unknown project)', { status: 403, json: { code: 'PROJECT_NOT_FOUND', message: 'no' } }],
    ['404', { status: 404 }],
    ['400', { status: 400 }],
    ['an answer that is not JSON', { text: 'hello' }],
    ['JSON of the wrong shape', { json: { origins: 'x' } }],
    ['a dropped connection', { destroy: true }],
  ])('any other error returns an empty list: %s', async (_label, reply) => {
    server.on('GET /projects/v1/origins', reply)
    await expect(getAllowedOrigins(createTestLatch(server))).resolves.toEqual([])
  })

  it('without api config: an empty list and no call', async () => {
    await expect(getAllowedOrigins(createLatch({ networks: [devnetA], storage: null }))).resolves.toEqual([])
    expect(server.requests).toHaveLength(0)
  })
})
