import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { RPC_RETRY_STATUSES } from '../constants'
import { HttpRequestError, TimeoutError } from '../errors/rpc'
import { HttpStatusError, InvalidApiResponseError } from './errors'
import { apiRequest, buildApiUrl } from './request'
import { LATCH_SDK_VERSION } from './sdk'
import { startTestServer, type TestServer } from './test-support/testServer'

const okSchema = z.object({ ok: z.boolean() })
/** Keeps the per-status tests fast; the backoff test below uses the spec's 150 ms. */
const fast = { retryDelayMs: 1 }

let server: TestServer
beforeAll(async () => {
  server = await startTestServer('demo-project')
})
afterAll(() => server.close())
beforeEach(() => server.reset())

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run()
  } catch (error) {
    return error
  }
  throw new Error('expected a failure')
}

describe('the provider services receive the project id, type and version as query parameters', () => {
  it('adds projectId, st and sv to every call', async () => {
    server.on('GET /getWallets', { json: { ok: true } })
    await apiRequest(server.api, { path: '/getWallets', query: { page: 2, search: 'a b' }, schema: okSchema })
    const [request] = server.requests
    expect(request?.query.get('projectId')).toBe('demo-project')
    expect(request?.query.get('st')).toBe('latch')
    expect(request?.query.get('sv')).toBe(LATCH_SDK_VERSION)
    expect(request?.query.get('page')).toBe('2')
    expect(request?.query.get('search')).toBe('a b')
  })

  it('adds them to POST calls too', async () => {
    server.on('POST /e', { status: 204, text: '' })
    await apiRequest(server.api, { method: 'POST', path: '/e', body: { eventId: 'x' } })
    const [request] = server.requests
    expect(request?.query.get('projectId')).toBe('demo-project')
    expect(request?.headers['content-type']).toBe('application/json')
    expect(request?.body).toEqual({ eventId: 'x' })
  })

  it('leaves out undefined and null query values; a caller cannot override projectId, st or sv', () => {
    const url = new URL(
      buildApiUrl({ baseUrl: 'http://127.0.0.1:1/prefix/', projectId: 'p' }, '/getWallets', {
        search: undefined,
        badge_type: null,
        projectId: 'other',
        st: 'x',
      }),
    )
    expect(url.pathname).toBe('/prefix/getWallets')
    expect([...url.searchParams.keys()].sort()).toEqual(['projectId', 'st', 'sv'])
    expect(url.searchParams.get('projectId')).toBe('p')
    expect(url.searchParams.get('st')).toBe('latch')
  })
})

describe('RPC retry count 3, base delay 150 ms with exponential growth', () => {
  it.each(RPC_RETRY_STATUSES)('retries 3 times on HTTP %i, then throws HttpStatusError', async (status) => {
    server.on('GET /getWallets', { status, json: { code: 'X', message: 'nope' } })
    const error = await failure(() =>
      apiRequest(server.api, { path: '/getWallets', schema: okSchema, ...fast }),
    )
    expect(server.requests).toHaveLength(4)
    expect(error).toBeInstanceOf(HttpStatusError)
    expect((error as HttpStatusError).status).toBe(status)
  })

  it.each(['PROJECT_NOT_FOUND', 'ORIGIN_NOT_ALLOWED', 'FRAME_ORIGIN_REQUIRED'])(
    'a permanent 403 from the services (%s: the configuration) is not retried',
    async (code) => {
      server.on('GET /appkit/v1/config', { status: 403, json: { code, message: 'refused' } })
      const error = await failure(() =>
        apiRequest(server.api, { path: '/appkit/v1/config', schema: okSchema, ...fast }),
      )
      expect(server.requests).toHaveLength(1)
      expect(error).toMatchObject({ code: 'HTTP_STATUS', status: 403, serviceCode: code })
    },
  )

  it.each([400, 401, 404, 409, 422])('never retries on HTTP %i', async (status) => {
    server.on('GET /getWallets', { status, json: { code: 'INVALID_QUERY', message: 'bad page' } })
    const error = await failure(() =>
      apiRequest(server.api, { path: '/getWallets', schema: okSchema, ...fast }),
    )
    expect(server.requests).toHaveLength(1)
    expect((error as HttpStatusError).status).toBe(status)
  })

  it('answers with the first success after a retried status', async () => {
    let calls = 0
    server.on('GET /getWallets', () => (++calls < 3 ? { status: 503 } : { json: { ok: true } }))
    await expect(apiRequest(server.api, { path: '/getWallets', schema: okSchema, ...fast })).resolves.toEqual(
      {
        ok: true,
      },
    )
    expect(server.requests).toHaveLength(3)
  })

  it('retries on network errors, then throws HttpRequestError', async () => {
    server.on('GET /getWallets', { destroy: true })
    const error = await failure(() =>
      apiRequest(server.api, { path: '/getWallets', schema: okSchema, ...fast }),
    )
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(server.requests).toHaveLength(4)
  })

  it('waits 150, 300 and 600 ms between attempts (request timestamps)', async () => {
    server.on('GET /getWallets', { status: 502 })
    await failure(() => apiRequest(server.api, { path: '/getWallets', schema: okSchema }))
    const gaps = server.requests.slice(1).map((request, i) => request.at - server.requests[i]!.at)
    expect(gaps).toHaveLength(3)
    // lower bounds only (timers never fire early, a few ms of clock granularity aside); no upper bound on a busy machine
    expect(gaps[0]).toBeGreaterThanOrEqual(145)
    expect(gaps[1]).toBeGreaterThanOrEqual(295)
    expect(gaps[2]).toBeGreaterThanOrEqual(595)
    expect(gaps[2]!).toBeGreaterThan(gaps[0]!)
  })

  it('a POST (name registration, analytics) is never retried blindly: one attempt on HTTP 503', async () => {
    server.on('POST /v1/profile/account', { status: 503, json: { code: 'UNAVAILABLE', message: 'busy' } })
    const error = await failure(() =>
      apiRequest(server.api, { method: 'POST', path: '/v1/profile/account', body: { name: 'a' }, ...fast }),
    )
    expect((error as HttpStatusError).status).toBe(503)
    expect(server.requests).toHaveLength(1)
  })

  it('a POST is not retried after a network error either (the first attempt may have landed)', async () => {
    server.on('POST /e', { destroy: true })
    const error = await failure(() =>
      apiRequest(server.api, { method: 'POST', path: '/e', body: { eventId: 'x' }, ...fast }),
    )
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(server.requests).toHaveLength(1)
  })

  it('a POST that only reads, marked idempotent, follows the retry rule', async () => {
    let calls = 0
    server.on('POST /v1/fungible/price', () => (++calls < 3 ? { status: 503 } : { json: { ok: true } }))
    await expect(
      apiRequest(server.api, {
        method: 'POST',
        path: '/v1/fungible/price',
        body: {},
        idempotent: true,
        schema: okSchema,
        ...fast,
      }),
    ).resolves.toEqual({ ok: true })
    expect(server.requests).toHaveLength(3)
  })

  it('a retry count of 0 makes one attempt', async () => {
    server.on('GET /getWallets', { status: 503 })
    await failure(() => apiRequest(server.api, { path: '/getWallets', schema: okSchema, retryCount: 0 }))
    expect(server.requests).toHaveLength(1)
  })
})

describe('a generic HTTP client throws "HTTP status code: {n}" on a non-OK answer', () => {
  it('the short message names the status; the service error code is kept', async () => {
    server.on('GET /v1/sessions/abc', { status: 404, json: { code: 'NOT_FOUND', message: 'No session' } })
    const error = (await failure(() =>
      apiRequest(server.api, { path: '/v1/sessions/abc', schema: okSchema }),
    )) as HttpStatusError
    expect(error.shortMessage).toBe('HTTP status code: 404')
    expect(error.code).toBe('HTTP_STATUS')
    expect(error.status).toBe(404)
    expect(error.serviceCode).toBe('NOT_FOUND')
    expect(error.details).toContain('No session')
    expect(error.url).toContain('/v1/sessions/abc?projectId=demo-project')
  })

  it('a non-JSON error body still gives the status', async () => {
    server.on('GET /x', { status: 418, text: 'teapot' })
    const error = (await failure(() =>
      apiRequest(server.api, { path: '/x', schema: okSchema }),
    )) as HttpStatusError
    expect(error.message).toMatch(/^HTTP status code: 418/)
    expect(error.serviceCode).toBeUndefined()
  })
})

describe('HTTP default timeout 10 s', () => {
  it('throws TimeoutError when an attempt outlives its timeout, without retrying', async () => {
    server.on('GET /slow', { delayMs: 2000, json: { ok: true } })
    const error = await failure(() =>
      apiRequest(server.api, { path: '/slow', schema: okSchema, timeoutMs: 50 }),
    )
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as TimeoutError).timeoutMs).toBe(50)
    expect(server.requests).toHaveLength(1)
  })

  it('an answer within the timeout is fine', async () => {
    server.on('GET /slowish', { delayMs: 30, json: { ok: true } })
    await expect(
      apiRequest(server.api, { path: '/slowish', schema: okSchema, timeoutMs: 1000 }),
    ).resolves.toEqual({ ok: true })
  })

  it("the caller's abort signal stops the call with its reason", async () => {
    server.on('GET /slow', { delayMs: 2000, json: { ok: true } })
    const controller = new AbortController()
    const call = apiRequest(server.api, { path: '/slow', schema: okSchema, signal: controller.signal })
    setTimeout(() => controller.abort(new Error('left the view')), 20)
    await expect(call).rejects.toThrow('left the view')
  })
})

describe('JSON answers are validated', () => {
  it('an answer that is not JSON throws InvalidApiResponseError', async () => {
    server.on('GET /config', { text: '<html>proxy error</html>' })
    const error = (await failure(() =>
      apiRequest(server.api, { path: '/config', schema: okSchema }),
    )) as InvalidApiResponseError
    expect(error).toBeInstanceOf(InvalidApiResponseError)
    expect(error.code).toBe('INVALID_API_RESPONSE')
    expect(error.details).toContain('not JSON')
  })

  it('JSON of the wrong shape throws InvalidApiResponseError naming the field', async () => {
    server.on('GET /config', { json: { ok: 'yes' } })
    const error = (await failure(() =>
      apiRequest(server.api, { path: '/config', schema: okSchema }),
    )) as InvalidApiResponseError
    expect(error).toBeInstanceOf(InvalidApiResponseError)
    expect(error.details).toContain('ok:')
  })

  it('an invalid answer is not retried', async () => {
    server.on('GET /config', { text: 'nope' })
    await failure(() => apiRequest(server.api, { path: '/config', schema: okSchema }))
    expect(server.requests).toHaveLength(1)
  })
})
