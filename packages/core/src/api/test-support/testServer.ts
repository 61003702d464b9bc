import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll } from 'vitest'
import type { ApiConfig } from '../../config/types'

/** A request the server received, in arrival order. */
export interface RecordedRequest {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingHttpHeaders
  /** Parsed JSON, or the raw text when it is not JSON, or undefined when empty. */
  body: unknown
  /** performance.now() at arrival. */
  at: number
}

/** How to answer: JSON (default `{}` with status 200), raw text, a delay, or a dropped connection. */
export interface Reply {
  status?: number
  json?: unknown
  text?: string
  headers?: Record<string, string>
  delayMs?: number
  /** Destroys the socket without answering: a network error for the client. */
  destroy?: boolean
}

export type Handler = (request: RecordedRequest) => Reply

export interface TestServer {
  /** `http://127.0.0.1:{port}` */
  url: string
  /** The services' endpoint as the clients take it (`apiRequest(server.api, …)`). */
  api: ApiConfig
  /** createLatch's part pointing here: `createLatch({ ...server.latchConfig, networks })`. */
  latchConfig: { projectId: string; api: { baseUrl: string } }
  requests: RecordedRequest[]
  /** Sets how `METHOD /path` (no query) is answered; unset routes answer 404 `{ code: 'NOT_FOUND' }`. */
  on(route: string, reply: Reply | Handler): void
  /** Forgets the routes and recorded requests. */
  reset(): void
  close(): Promise<void>
}

/**
 * A real HTTP server on 127.0.0.1 and a free port, for testing the clients against real sockets.
 *
 * @example
 * const server = await startTestServer()
 * server.on('GET /getWallets', { json: { data: [], count: 0 } })
 */
export async function startTestServer(projectId = 'test-project'): Promise<TestServer> {
  const routes = new Map<string, Handler>()
  const requests: RecordedRequest[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      const text = Buffer.concat(chunks).toString('utf8')
      let body: unknown
      try {
        body = text ? JSON.parse(text) : undefined
      } catch {
        body = text
      }
      const request: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
        at: performance.now(),
      }
      requests.push(request)
      const handler = routes.get(`${request.method} ${request.path}`)
      const reply: Reply = handler
        ? handler(request)
        : { status: 404, json: { code: 'NOT_FOUND', message: `No route ${request.method} ${request.path}` } }
      const send = () => {
        if (reply.destroy) return req.socket.destroy()
        const isText = reply.text !== undefined
        res.writeHead(reply.status ?? 200, {
          'content-type': isText ? 'text/plain' : 'application/json',
          ...reply.headers,
        })
        res.end(isText ? reply.text : JSON.stringify(reply.json ?? {}))
      }
      if (reply.delayMs) setTimeout(send, reply.delayMs)
      else send()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const url = `http://127.0.0.1:${port}`
  return {
    url,
    api: { baseUrl: url, projectId },
    latchConfig: { projectId, api: { baseUrl: url } },
    requests,
    on(route, reply) {
      routes.set(route, typeof reply === 'function' ? reply : () => reply)
    },
    reset() {
      routes.clear()
      requests.length = 0
    },
    close() {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}

/** Resolves once `count` requests have arrived (fire-and-forget calls), or fails after `timeoutMs`. */
export async function waitForRequests(server: TestServer, count: number, timeoutMs = 3000): Promise<void> {
  const start = performance.now()
  while (server.requests.length < count) {
    if (performance.now() - start > timeoutMs) {
      throw new Error(`expected ${count} requests, got ${server.requests.length}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

/**
 * One test server for the whole file: started before the first test, closed after the last.
 * The returned object reads through to it, so it can be declared at the top of the file.
 *
 * @example
 * const server = useTestServer()
 * beforeEach(() => server.reset())
 */
export function useTestServer(projectId?: string): TestServer {
  let current: TestServer | undefined
  beforeAll(async () => {
    current = await startTestServer(projectId)
  })
  afterAll(() => current?.close())
  return new Proxy({} as TestServer, {
    get(_, key) {
      if (!current)
        throw new Error('useTestServer: the server starts in beforeAll; use it inside a test or hook')
      const value = Reflect.get(current, key)
      return typeof value === 'function' ? value.bind(current) : value
    },
  })
}
