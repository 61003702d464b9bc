import { describe, expect, it } from 'vitest'
import { expectApiError, TEST_ORIGIN, useTestApi } from './testing'

const api = useTestApi()

describe('every call takes projectId, st and sv', () => {
  it('answers 400 PROJECT_ID_MISSING without a projectId', async () => {
    await expectApiError(
      await api.request('/appkit/v1/config', { projectId: null }),
      400,
      'PROJECT_ID_MISSING',
    )
    await expectApiError(await api.request('/appkit/v1/config', { projectId: '' }), 400, 'PROJECT_ID_MISSING')
  })

  it('answers 400 PROJECT_ID_INVALID for a malformed projectId', async () => {
    for (const projectId of ['a b', 'x'.repeat(65), 'ünï', "'; drop table projects; --"]) {
      await expectApiError(await api.request('/appkit/v1/config', { projectId }), 400, 'PROJECT_ID_INVALID')
    }
  })

  it('answers 403 PROJECT_NOT_FOUND for an unknown project', async () => {
    await expectApiError(
      await api.request('/appkit/v1/config', { projectId: 'nope' }),
      403,
      'PROJECT_NOT_FOUND',
    )
  })

  it('answers 400 INVALID_QUERY for an over-long st or sv', async () => {
    await expectApiError(
      await api.request('/appkit/v1/config', { query: { sv: 'v'.repeat(65) } }),
      400,
      'INVALID_QUERY',
    )
  })

  it('answers 404 NOT_FOUND for an unknown path, before any project check', async () => {
    await expectApiError(await api.request('/nope', { projectId: null }), 404, 'NOT_FOUND')
    await expectApiError(await api.request('/appkit/v1/config', { method: 'DELETE' }), 404, 'NOT_FOUND')
  })

  it('serves the OpenAPI document without a project', async () => {
    const response = await api.request('/openapi.json', { projectId: null })
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> }
    expect(document.openapi).toBe('3.1.0')
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/appkit/v1/config',
        '/projects/v1/origins',
        '/getAnalyticsConfig',
        '/e',
        '/v1/supported-chains',
      ]),
    )
  })
})

describe('origins and CORS', () => {
  it('answers a preflight from an allowed origin with the CORS headers', async () => {
    const response = await api.request('/e', {
      method: 'OPTIONS',
      headers: { origin: TEST_ORIGIN, 'access-control-request-method': 'POST' },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN)
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
    expect(response.headers.get('access-control-allow-headers')).toContain('Content-Type')
  })

  it('answers 403 ORIGIN_NOT_ALLOWED to a browser call from another origin, readable by that page', async () => {
    const response = await api.request('/appkit/v1/config', { headers: { origin: 'https://evil.example' } })
    expect(response.headers.get('access-control-allow-origin')).toBe('https://evil.example')
    await expectApiError(response, 403, 'ORIGIN_NOT_ALLOWED')
  })

  it('matches *. patterns on subdomains only', async () => {
    const project = await api.createProject({ origins: ['https://*.example.com'] })
    const call = (origin: string) =>
      api.request('/getAnalyticsConfig', { projectId: project.id, headers: { origin } })
    expect((await call('https://pr-7.example.com')).status).toBe(200)
    expect((await call('https://example.com')).status).toBe(403)
    expect((await call('http://pr-7.example.com')).status).toBe(403)
  })
})
