import { beforeEach, describe, expect, it } from 'vitest'
import { createLatch } from '../createLatch'
import { InvalidInputError } from '../errors/input'
import { devnetA } from '../test-support/networks'
import { ApiNotConfiguredError, HttpStatusError } from './errors'
import { getSessionRecord } from './getSessionRecord'
import { revokeSession } from './revokeSession'
import { createTestLatch } from './test-support/createTestLatch'
import { useTestServer } from './test-support/testServer'
import { toSessionRevocationMessage } from './toSessionRevocationMessage'

const session = {
  id: 's/1',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chainId: 'eip155:31337',
  pci: 'p1',
  data: { domain: 'shop.example' },
  message: 'shop.example wants you to sign in',
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  expiresAt: null,
  revokedAt: null,
}

const server = useTestServer()
beforeEach(() => server.reset())

describe('GET /v1/sessions/{id}', () => {
  it('answers the stored session', async () => {
    server.on('GET /v1/sessions/s%2F1', { json: session })
    await expect(getSessionRecord(createTestLatch(server), { id: 's/1' })).resolves.toEqual(session)
  })

  it('sign-in session: data and message are required in the answer', async () => {
    const { message: _, ...unsigned } = session
    server.on('GET /v1/sessions/s1', { json: unsigned })
    await expect(getSessionRecord(createTestLatch(server), { id: 's1' })).rejects.toMatchObject({
      code: 'INVALID_API_RESPONSE',
    })
  })

  it('an unknown id throws HttpStatusError 404', async () => {
    await expect(getSessionRecord(createTestLatch(server), { id: 'nope' })).rejects.toMatchObject({
      constructor: HttpStatusError,
      status: 404,
      shortMessage: 'HTTP status code: 404',
    })
  })
})

describe('POST /v1/sessions/{id}/revoke: pci, signature', () => {
  it('posts pci and signature and answers the revoked session', async () => {
    const revoked = { ...session, id: 's1', status: 'revoked', revokedAt: '2026-01-02T00:00:00.000Z' }
    server.on('POST /v1/sessions/s1/revoke', { json: revoked })
    await expect(
      revokeSession(createTestLatch(server), { id: 's1', pci: 'p1', signature: '0xsig' }),
    ).resolves.toEqual(revoked)
    expect(server.requests[0]?.body).toEqual({ pci: 'p1', signature: '0xsig' })
  })

  it('the revocation message names the session and its permission context', () => {
    expect(toSessionRevocationMessage({ id: 's1', pci: 'p1' })).toBe(
      'Revoke Latch session\nSession: s1\nPermission context: p1',
    )
  })

  it('refuses a missing pci before any call', async () => {
    await expect(
      revokeSession(createTestLatch(server), { id: 's1', pci: '', signature: '0xsig' }),
    ).rejects.toBeInstanceOf(InvalidInputError)
    expect(server.requests).toHaveLength(0)
  })

  it('without api config both throw ApiNotConfiguredError', async () => {
    const latch = createLatch({ networks: [devnetA], storage: null })
    await expect(getSessionRecord(latch, { id: 's1' })).rejects.toBeInstanceOf(ApiNotConfiguredError)
    await expect(revokeSession(latch, { id: 's1', pci: 'p', signature: 's' })).rejects.toBeInstanceOf(
      ApiNotConfiguredError,
    )
  })
})
