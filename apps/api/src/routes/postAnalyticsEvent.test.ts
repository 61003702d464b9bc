import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { analyticsEvents } from '../db/schema'
import { expectApiError, TEST_ORIGIN, useTestApi } from '../testing'

const api = useTestApi({ deps: { bodyLimitBytes: 2048 } })

const event = (eventId: string) => ({
  eventId,
  url: 'http://127.0.0.1:5173/',
  domain: '127.0.0.1',
  timestamp: 1_760_000_000_000,
  props: { type: 'track', event: 'MODAL_OPEN', address: '0x0000000000000000000000000000000000000001' },
})

describe('POST /e', () => {
  it('stores the event with its project, once per eventId', async () => {
    const sent = event('evt-1')
    for (let i = 0; i < 2; i++) {
      const response = await api.request('/e', { json: sent, headers: { origin: TEST_ORIGIN } })
      expect(response.status).toBe(202)
      expect(await response.json()).toEqual({ stored: true })
    }
    const rows = await api.db.select().from(analyticsEvents).where(eq(analyticsEvents.eventId, 'evt-1'))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      projectId: api.project.id,
      url: sent.url,
      domain: sent.domain,
      props: sent.props,
    })
  })

  it('stores props holding a lone UTF-16 surrogate with it replaced (found by the route fuzzer: was a 500)', async () => {
    const sent = {
      ...event('evt-surrogate'),
      props: { type: 'track', 'k\udc00': ['\ud800', { deep: 'a\ud800b' }] },
    }
    const response = await api.request('/e', { json: sent, headers: { origin: TEST_ORIGIN } })
    expect(response.status).toBe(202)
    const [row] = await api.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.eventId, 'evt-surrogate'))
    expect(row?.props).toEqual({ type: 'track', 'k\ufffd': ['\ufffd', { deep: 'a\ufffdb' }] })
  })

  it('accepts and drops events when analytics is off for the project', async () => {
    const project = await api.createProject({ analyticsEnabled: false })
    const response = await api.request('/e', { projectId: project.id, json: event('evt-off') })
    expect(await response.json()).toEqual({ stored: false })
    expect(await api.db.select().from(analyticsEvents).where(eq(analyticsEvents.eventId, 'evt-off'))).toEqual(
      [],
    )
  })

  it('answers 403 ORIGIN_NOT_ALLOWED to a page not on the allowlist (the client shows Invalid App Configuration)', async () => {
    const response = await api.request('/e', {
      json: event('evt-x'),
      headers: { origin: 'https://evil.example' },
    })
    await expectApiError(response, 403, 'ORIGIN_NOT_ALLOWED')
  })

  it.each([
    ['text/plain', 'text/plain'],
    ['form data', 'application/x-www-form-urlencoded'],
    ['no content type', undefined],
  ])('answers 415 UNSUPPORTED_MEDIA_TYPE for %s', async (_name, type) => {
    const response = await api.request('/e', {
      method: 'POST',
      body: JSON.stringify(event('evt-415')),
      headers: type ? { 'content-type': type } : {},
    })
    await expectApiError(response, 415, 'UNSUPPORTED_MEDIA_TYPE')
  })

  it('answers 413 PAYLOAD_TOO_LARGE for a body over the limit', async () => {
    const big = { ...event('evt-big'), props: { blob: 'x'.repeat(4096) } }
    await expectApiError(await api.request('/e', { json: big }), 413, 'PAYLOAD_TOO_LARGE')
  })

  it('answers 400 INVALID_JSON for a malformed body', async () => {
    await expectApiError(
      await api.request('/e', { body: '{"eventId":', headers: { 'content-type': 'application/json' } }),
      400,
      'INVALID_JSON',
    )
  })

  it.each([
    ['an empty object', {}],
    ['an array', [event('evt-a')]],
    ['a missing url', { ...event('e'), url: undefined }],
    ['a javascript: url', { ...event('e'), url: 'javascript:alert(1)' }],
    ['a string timestamp', { ...event('e'), timestamp: 'now' }],
    ['a negative timestamp', { ...event('e'), timestamp: -1 }],
    ['an over-long eventId', { ...event('x'.repeat(129)) }],
    ['props that are not an object', { ...event('e'), props: 'x' }],
    ['a NUL character in props', { ...event('e'), props: { name: 'a\u0000b' } }],
    ['a NUL character in a props key', { ...event('e'), props: { 'a\u0000': 1 } }],
    ['an unknown field', { ...event('e'), extra: 1 }],
  ])('answers 400 INVALID_BODY for %s', async (_name, body) => {
    await expectApiError(await api.request('/e', { json: body }), 400, 'INVALID_BODY')
  })
})
