import { createConnection, createServer, type Server, type Socket } from 'node:net'

export interface TcpProxy {
  /** `http://127.0.0.1:<port>`: the same port across stops and starts. */
  url: string
  /** Closes the port and cuts every open connection: the upstream seems gone. */
  stop(): Promise<void>
  /** Listens again on the same port. */
  start(): Promise<void>
}

/**
 * A TCP proxy on a loopback port in front of `upstreamPort`, that can go away and come back on the same
 * port: an RPC endpoint that fails and recovers, for the indexer outage test.
 *
 * @example
 * const proxy = await startTcpProxy(8545)
 * await proxy.stop() // clients get ECONNREFUSED
 * await proxy.start()
 */
export async function startTcpProxy(upstreamPort: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>()
  let server: Server | undefined
  let port = 0
  const listen = async () => {
    const listening = createServer((client) => {
      const upstream = createConnection({ port: upstreamPort, host: '127.0.0.1' })
      for (const socket of [client, upstream]) {
        sockets.add(socket)
        socket.once('close', () => sockets.delete(socket))
        socket.on('error', () => {
          client.destroy()
          upstream.destroy()
        })
      }
      client.pipe(upstream).pipe(client)
    })
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject)
      listening.listen(port, '127.0.0.1', () => resolve())
    })
    port = (listening.address() as { port: number }).port
    server = listening
  }
  await listen()
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      const closing = server
      server = undefined
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => (closing ? closing.close(() => resolve()) : resolve()))
    },
    start: listen,
  }
}
