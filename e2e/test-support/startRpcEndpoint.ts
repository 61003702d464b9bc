import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A JSON-RPC endpoint the test owns and can kill: it forwards `POST /{chainId}` to that chain's node. */
export interface RpcEndpoint {
  url: string
  /** The methods it forwarded, as `chainId:method` (each call of a batch counted). */
  calls: string[]
  /** Stops listening and drops its open connections, as a crashed node would. */
  kill: () => Promise<void>
}

/**
 * Starts an RPC endpoint on a free loopback port in front of the devnet chains (`rpcUrls` by chain id),
 * open to the demo's origin (CORS, as public RPC providers are).
 *
 * @example
 * const endpoint = await startRpcEndpoint({ 31337: world().chains[0].rpcUrl })
 * await demo.goto(`rpc-via=${endpoint.url}`)
 * await endpoint.kill()
 */
export async function startRpcEndpoint(rpcUrls: Record<number, string>): Promise<RpcEndpoint> {
  const calls: string[] = []
  const server = createServer(async (req, res) => {
    res.setHeader('access-control-allow-origin', '*')
    res.setHeader('access-control-allow-headers', 'content-type')
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end()
      return
    }
    const chainId = Number(req.url?.slice(1))
    const upstreamUrl = rpcUrls[chainId]
    if (!upstreamUrl || req.method !== 'POST') {
      res.writeHead(404).end()
      return
    }
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    const methods = [JSON.parse(body.toString())].flat() as { method: string }[]
    calls.push(...methods.map(({ method }) => `${chainId}:${method}`))
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
