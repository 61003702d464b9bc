import { toSessionRevocationMessage } from '@latch/core/internal'
import { toMalleableTwin } from '@latch/devnet'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createSession } from '../sessions/createSession'
import { expectApiError, useTestApi } from '../testing'

const api = useTestApi()

const owner = privateKeyToAccount(generatePrivateKey())
const stranger = privateKeyToAccount(generatePrivateKey())

function newSession(params: { expiresAt?: Date; pci?: string } = {}) {
  return createSession(api.db, {
    projectId: api.project.id,
    address: owner.address,
    chainId: 'eip155:31337',
    message: '127.0.0.1 wants you to sign in with your Ethereum account: …',
    signature: '0x1234',
    data: { domain: '127.0.0.1' },
    ...params,
  })
}

describe('GET /v1/sessions/{id}', () => {
  it('answers a stored session with its message, data and status, never its signature, uncached', async () => {
    const session = await newSession()
    const response = await api.request(`/v1/sessions/${session.id}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = await response.json()
    expect(body).toEqual({ ...session, status: 'active' })
    expect(body).not.toHaveProperty('signature')
  })

  it("answers only the project that created it: another project's session is unknown (404)", async () => {
    const session = await newSession()
    const other = await api.createProject()
    await expectApiError(
      await api.request(`/v1/sessions/${session.id}`, { projectId: other.id }),
      404,
      'NOT_FOUND',
    )
    const signature = await owner.signMessage({ message: toSessionRevocationMessage(session) })
    await expectApiError(
      await api.request(`/v1/sessions/${session.id}/revoke`, {
        projectId: other.id,
        json: { pci: session.pci, signature },
      }),
      404,
      'NOT_FOUND',
    )
    expect(await (await api.request(`/v1/sessions/${session.id}`)).json()).toMatchObject({ status: 'active' })
  })

  it('says expired for a session past its expiry', async () => {
    const session = await newSession({ expiresAt: new Date(Date.now() - 1000) })
    expect(await (await api.request(`/v1/sessions/${session.id}`)).json()).toMatchObject({
      status: 'expired',
    })
  })

  it('answers 404 NOT_FOUND for an unknown id and 400 INVALID_PARAMS for a malformed one', async () => {
    await expectApiError(await api.request('/v1/sessions/unknown-id'), 404, 'NOT_FOUND')
    await expectApiError(await api.request(`/v1/sessions/${'x'.repeat(129)}`), 400, 'INVALID_PARAMS')
    await expectApiError(await api.request('/v1/sessions/a%20b'), 400, 'INVALID_PARAMS')
  })
})

describe('POST /v1/sessions/{id}/revoke', () => {
  it("revokes with the session address's signature over the revocation message; again is a no-op", async () => {
    const session = await newSession({ pci: 'permission-7' })
    const signature = await owner.signMessage({
      message: toSessionRevocationMessage({ id: session.id, pci: 'permission-7' }),
    })
    const response = await api.request(`/v1/sessions/${session.id}/revoke`, {
      json: { pci: 'permission-7', signature },
    })
    expect(response.status).toBe(200)
    const revoked = (await response.json()) as { status: string; revokedAt: string }
    expect(revoked.status).toBe('revoked')
    const again = await api.request(`/v1/sessions/${session.id}/revoke`, {
      json: { pci: 'permission-7', signature },
    })
    expect(await again.json()).toMatchObject({ status: 'revoked', revokedAt: revoked.revokedAt })
    expect(await (await api.request(`/v1/sessions/${session.id}`)).json()).toMatchObject({
      status: 'revoked',
    })
  })

  it('refuses a signature by another address or over another session (401 INVALID_SIGNATURE)', async () => {
    const session = await newSession()
    const other = await newSession()
    const message = toSessionRevocationMessage({ id: session.id, pci: session.pci })
    const byStranger = await stranger.signMessage({ message })
    await expectApiError(
      await api.request(`/v1/sessions/${session.id}/revoke`, {
        json: { pci: session.pci, signature: byStranger },
      }),
      401,
      'INVALID_SIGNATURE',
    )
    const forOther = await owner.signMessage({
      message: toSessionRevocationMessage({ id: other.id, pci: other.pci }),
    })
    await expectApiError(
      await api.request(`/v1/sessions/${session.id}/revoke`, {
        json: { pci: session.pci, signature: forOther },
      }),
      401,
      'INVALID_SIGNATURE',
    )
    expect(await (await api.request(`/v1/sessions/${session.id}`)).json()).toMatchObject({ status: 'active' })
  })

  it("refuses the high-s twin of the owner's own signature (one signature, one meaning)", async () => {
    const session = await newSession()
    const signature = await owner.signMessage({ message: toSessionRevocationMessage(session) })
    await expectApiError(
      await api.request(`/v1/sessions/${session.id}/revoke`, {
        json: { pci: session.pci, signature: toMalleableTwin(signature) },
      }),
      401,
      'INVALID_SIGNATURE',
    )
  })

  it('answers bad input with a 4xx code', async () => {
    const session = await newSession()
    const signature = await owner.signMessage({ message: toSessionRevocationMessage(session) })
    await expectApiError(
      await api.request('/v1/sessions/missing/revoke', { json: { pci: 'missing', signature } }),
      404,
      'NOT_FOUND',
    )
    await expectApiError(
      await api.request(`/v1/sessions/${session.id}/revoke`, { json: { pci: 'another', signature } }),
      400,
      'INVALID_BODY',
    )
    // the signature's encoding is the session namespace's (hex, base58, base64): a malformed one does not verify
    await expectApiError(
      await api.request(`/v1/sessions/${session.id}/revoke`, {
        json: { pci: session.pci, signature: '0xabc' },
      }),
      401,
      'INVALID_SIGNATURE',
    )
    for (const body of [
      { pci: session.pci },
      { pci: '', signature },
      { pci: session.pci, signature: '' },
      { pci: session.pci, signature: 'a'.repeat(8195) },
      [],
    ]) {
      await expectApiError(
        await api.request(`/v1/sessions/${session.id}/revoke`, { json: body }),
        400,
        'INVALID_BODY',
      )
    }
    await expectApiError(
      await api.request(`/v1/sessions/${session.id}/revoke`, {
        body: 'pci=x',
        headers: { 'content-type': 'text/plain' },
      }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    )
  })
})
