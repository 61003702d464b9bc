import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createLatch } from '../createLatch'
import { InvalidInputError } from '../errors/input'
import { devnetA } from '../test-support/networks'
import { ApiNotConfiguredError, HttpStatusError } from './errors'
import { getSession } from './getSession'
import { revokeSession } from './revokeSession'
import { createTestLatch } from './test-support/createTestLatch'
import { startTestServer, type TestServer } from './test-support/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())
beforeEach(() => server.reset())

describe('GET /v1/sessions/{id}', () => {
  it('answers the stored session', async () => {
    server.on('GET /v1/sessions/s%2F1', { json: { id: 's/1', pci: 'p1', expiry: 1 } })
    await expect(getSession(createTestLatch(server), 's/1')).resolves.toEqual({
      id: 's/1',
      pci: 'p1',
      expiry: 1,
    })
  })

  it('an unknown id throws HttpStatusError 404', async () => {
    await expect(getSession(createTestLatch(server), 'nope')).rejects.toMatchObject({
      constructor: HttpStatusError,
      status: 404,
      shortMessage: 'HTTP status code: 404',
    })
  })
})

describe('POST /v1/sessions/{id}/revoke: pci, signature', () => {
  it('posts pci and signature', async () => {
    server.on('POST /v1/sessions/s1/revoke', { json: { revoked: true } })
    await revokeSession(createTestLatch(server), { id: 's1', pci: 'p1', signature: '0xsig' })
    expect(server.requests[0]?.body).toEqual({ pci: 'p1', signature: '0xsig' })
  })

  it('refuses a missing pci before any call', async () => {
    await expect(
      revokeSession(createTestLatch(server), { id: 's1', pci: '', signature: '0xsig' }),
    ).rejects.toBeInstanceOf(InvalidInputError)
    expect(server.requests).toHaveLength(0)
  })

  it('without api config both throw ApiNotConfiguredError', async () => {
    const latch = createLatch({ networks: [devnetA], storage: null })
    await expect(getSession(latch, 's1')).rejects.toBeInstanceOf(ApiNotConfiguredError)
    await expect(revokeSession(latch, { id: 's1', pci: 'p', signature: 's' })).rejects.toBeInstanceOf(
      ApiNotConfiguredError,
    )
  })
})
