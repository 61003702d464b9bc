import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A JSON-RPC endpoint a test owns and can break or kill, in front of a real node. */
export interface RpcProxy {
  url: string
  /** What it received, in order, as `{ path, method }` (each call of a batch counted). */
  calls: { path: string; method: string }[]
  /** Stops listening and drops its open connections, as a crashed node would. */
  kill: () => Promise<void>
}

export interface StartRpcProxyParameters {
  /** The node a request path goes to; `undefined` answers 404. */
  upstream: (path: string) => string | undefined
  /** Answer HTTP 503 to every call (an unstable node) instead of forwarding it. */
  broken?: boolean
  /** Open to any page's origin (CORS), as public RPC providers are. */
  cors?: boolean
}

/**
 * Starts an RPC endpoint on a free loopback port that forwards `POST` bodies to a node, records the
 * methods, and can be killed mid-use (the RPC fallback's tests).
 *
 * @example
 * const proxy = await startRpcProxy({ upstream: () => anvil.url })
 * await proxy.kill()
 */
export async function startRpcProxy(parameters: StartRpcProxyParameters): Promise<RpcProxy> {
  const calls: RpcProxy['calls'] = []
  const server = createServer(async (req, res) => {
    if (parameters.cors) {
      res.setHeader('access-control-allow-origin', '*')
      res.setHeader('access-control-allow-headers', 'content-type')
      if (req.method === 'OPTIONS') {
        res.writeHead(204).end()
        return
      }
    }
    const path = req.url ?? '/'
    const upstreamUrl = parameters.upstream(path)
    if (!upstreamUrl || req.method !== 'POST') {
      res.writeHead(404).end()
      return
    }
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    const methods = [JSON.parse(body.toString())].flat() as { method: string }[]
    calls.push(...methods.map(({ method }) => ({ path, method })))
    if (parameters.broken) {
      res.writeHead(503, { 'content-type': 'text/plain' }).end('unavailable')
      return
    }
    const upstream = await fetch(upstreamUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    res.writeHead(upstream.status, { 'content-type': 'application/json' }).end(await upstream.text())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  let killed = false
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    kill: async () => {
      if (killed) return
      killed = true
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
