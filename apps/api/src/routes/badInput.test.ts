// Every route of the OpenAPI document, fed malformed input: each answer is a 4xx with a stable code
// (or 503 SERVICE_UNAVAILABLE when a well-formed call needs a chain the test does not run), never a 500.
// The email login's routes are called from the embedded wallet's frame, as only it may.
import { describe, expect, it } from 'vitest'
import { isFrameOnlyPath } from '../http/frameOriginMiddleware'
import { PROJECTLESS_PATHS } from '../http/projectMiddleware'
import { type TestRequestInit, useTestApi } from '../testing'
import { TEST_FRAME_ORIGIN } from '../testing/signInByEmail'

// No rate limit: the file makes well over the default 1000 requests a minute, and counts none of them.
const api = useTestApi({
  deps: { bodyLimitBytes: 8 * 1024, frameOrigins: [TEST_FRAME_ORIGIN], rateLimit: false },
})

interface Operation {
  parameters?: { name: string; in: 'query' | 'path' }[]
  requestBody?: unknown
  responses?: Record<string, { content?: Record<string, unknown> }>
}

/** `api.request`, from the frame's origin for the frame's routes. */
function call(path: string, init: TestRequestInit = {}): Promise<Response> {
  const headers: Record<string, string> = { ...init.headers }
  if (isFrameOnlyPath(path.split('?')[0] ?? path)) headers.origin = TEST_FRAME_ORIGIN
  return api.request(path, { ...init, headers })
}

/** Plausible values for path parameters, so query fuzzing reaches the query's own validation. */
const PLAUSIBLE: Record<string, string> = {
  id: 'metamask',
  address: '0x1111111111111111111111111111111111111111',
  account: '0x1111111111111111111111111111111111111111',
  name: 'alice',
}

const JUNK_PATH = [
  '%00',
  '%F0%9F%92%A5',
  'x'.repeat(600),
  '..%2F..%2Fetc%2Fpasswd',
  '%E0%A4%A',
  '%20',
  "'%3B--",
]
const JUNK_QUERY = [
  '-1',
  '99999999999999999999999',
  '1e309',
  '',
  '\u0000',
  'x'.repeat(3000),
  '💥',
  '[]',
  'eip155:',
  'NaN',
]

async function operations(): Promise<{ method: string; path: string; operation: Operation }[]> {
  const response = await api.request('/openapi.json', { projectId: null })
  const document = (await response.json()) as { paths: Record<string, Record<string, Operation>> }
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  )
}

function fill(path: string, overrides: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => overrides[name] ?? PLAUSIBLE[name] ?? 'x')
}

async function expectClientError(response: Response, label: string): Promise<void> {
  const text = await response.text()
  expect(response.headers.get('content-type'), `${label} → ${response.status} ${text.slice(0, 100)}`).toMatch(
    /^application\/json/,
  )
  const body = JSON.parse(text) as { code?: string; message?: string }
  const ok = response.status >= 400 && (response.status < 500 || body.code === 'SERVICE_UNAVAILABLE')
  expect(ok, `${label} → ${response.status} ${text.slice(0, 200)}`).toBe(true)
  expect(typeof body.code, label).toBe('string')
  expect(text, label).not.toMatch(/\bat .+\.(ts|js):\d+/)
}

/** No 5xx; a 4xx is JSON `{ code, message }`, or the HTML page the document declares for that status. */
async function expectNoServerError(response: Response, label: string, operation: Operation): Promise<void> {
  if (response.status < 400) return
  const page = operation.responses?.[response.status]?.content?.['text/html']
  if (page && response.status < 500 && response.headers.get('content-type')?.startsWith('text/html')) return
  await expectClientError(response, label)
}

describe('malformed input on every route', () => {
  it('the document lists the routes of spec §7', async () => {
    const paths = (await operations()).map((entry) => entry.path)
    expect(paths.length).toBeGreaterThanOrEqual(10)
  })

  it('answers 400 PROJECT_ID_MISSING or PROJECT_ID_INVALID everywhere a project is needed', async () => {
    for (const { method, path } of await operations()) {
      if (PROJECTLESS_PATHS.has(path)) continue
      for (const projectId of [null, '%00', 'ü'.repeat(3)]) {
        const response = await call(fill(path), { method, projectId })
        await expectClientError(response, `${method} ${path} projectId=${projectId}`)
        expect(response.status).toBe(400)
      }
    }
  })

  it('refuses malformed path parameters', async () => {
    for (const { method, path, operation } of await operations()) {
      const params = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path')
      for (const parameter of params) {
        for (const junk of JUNK_PATH) {
          const url = fill(path, { [parameter.name]: junk })
          const init = method === 'POST' ? { method, json: {} } : { method }
          await expectClientError(await call(url, init), `${method} ${url}`)
        }
      }
    }
  })

  it('never fails on junk query parameters', async () => {
    for (const { method, path, operation } of await operations()) {
      const params = (operation.parameters ?? []).filter(
        (parameter) => parameter.in === 'query' && parameter.name !== 'projectId',
      )
      for (const parameter of params) {
        for (const junk of JUNK_QUERY) {
          const init = {
            method,
            query: { [parameter.name]: junk },
            ...(method === 'POST' ? { json: {} } : {}),
          }
          await expectNoServerError(
            await call(fill(path), init),
            `${method} ${path} ${parameter.name}=${junk.slice(0, 20)}`,
            operation,
          )
        }
      }
    }
  })

  it('refuses bodies that are not JSON, not an object, malformed or over the limit', async () => {
    // a POST without a body (POST /v1/sessions/nonce) has none to refuse
    const posts = (await operations()).filter(
      (entry) => entry.method === 'POST' && entry.operation.requestBody,
    )
    expect(posts.length).toBeGreaterThan(0)
    for (const { path } of posts) {
      const url = fill(path)
      const cases: [string, Parameters<typeof api.request>[1], number][] = [
        ['text/plain', { method: 'POST', body: '{}', headers: { 'content-type': 'text/plain' } }, 415],
        ['no content type', { method: 'POST', body: '{}' }, 415],
        [
          'malformed JSON',
          { method: 'POST', body: '{"a":', headers: { 'content-type': 'application/json' } },
          400,
        ],
        ['a JSON array', { json: [1, 2] }, 400],
        ['a JSON string', { json: 'x' }, 400],
        ['an empty object', { json: {} }, 400],
        ['a body over the limit', { json: { blob: 'x'.repeat(10 * 1024) } }, 413],
      ]
      for (const [label, init, status] of cases) {
        const response = await call(url, init)
        await expectClientError(response.clone(), `POST ${path} with ${label}`)
        expect(response.status, `POST ${path} with ${label}`).toBe(status)
      }
    }
  })
})
