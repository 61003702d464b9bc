// Test support only, never shipped: serves the hostile host page (hostileHost.html) on a loopback origin of
// its own, which the e2e world adds to the demo project's allowed origins, as a compromised dApp would be.
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'

/**
 * A loopback server answering `GET /` with the hostile host page; every other path 404.
 *
 * @example const hostile = await startHostileHost() // then addProjectOrigin(db, projectId, [hostile.url])
 */
export async function startHostileHost(): Promise<{ url: string; stop(): Promise<void> }> {
  const page = await readFile(join(import.meta.dirname, 'hostileHost.html'))
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || new URL(request.url ?? '/', 'http://hostile.invalid').pathname !== '/') {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page)
  })
  await new Promise<void>((resolve) => server.listen({ port: 0, host: '127.0.0.1' }, resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
