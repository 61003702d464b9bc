import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One request that went through the proxy: its method and path, and the size of the answer's body. */
export interface RecordedRequest {
  method: string
  path: string
  status: number
  responseBytes: number
}

export interface StartRecordingProxyReturnType {
  /** Where to send requests instead of the target, e.g. `http://127.0.0.1:41234`. */
  url: string
  /** The requests so far, oldest first. */
  requests(): RecordedRequest[]
  /** Forgets the requests so far. */
  reset(): void
  stop(): Promise<void>
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.once('end', () => resolve(Buffer.concat(chunks)))
    request.once('error', reject)
  })
}

/**
 * A pass-through HTTP proxy on a free loopback port in front of a real server (a bcoin node): every
 * request goes to `target` unchanged (method, path, headers, body) and its answer comes back unchanged,
 * while the proxy notes what was asked and how many bytes were answered. Tests use it to see what the
 * services ask a node, not to change what the node says.
 *
 * @example
 * const proxy = await startRecordingProxy(bitcoin.url)
 * // configure the services with proxy.url, call them, then:
 * proxy.requests() // [{ method: 'POST', path: '/broadcast', … }]
 */
export async function startRecordingProxy(target: string): Promise<StartRecordingProxyReturnType> {
  let recorded: RecordedRequest[] = []
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request)
      const headers = Object.fromEntries(
        Object.entries(request.headers).flatMap(([name, value]) =>
          typeof value === 'string' && name !== 'host' && name !== 'connection' ? [[name, value]] : [],
        ),
      )
      const method = request.method ?? 'GET'
      const path = request.url ?? '/'
      const answer = await fetch(new URL(path, target), {
        method,
        headers,
        ...(body.length > 0 ? { body: new Uint8Array(body) } : {}),
      })
      const bytes = Buffer.from(await answer.arrayBuffer())
      recorded.push({ method, path, status: answer.status, responseBytes: bytes.length })
      response.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? 'text/plain',
      })
      response.end(bytes)
    })().catch((error: Error) => {
      response.writeHead(502, { 'content-type': 'text/plain' }).end(error.message)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests: () => [...recorded],
    reset: () => {
      recorded = []
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
