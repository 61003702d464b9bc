import { connect, createServer, type Socket } from 'node:net'

export interface ForwardPortParameters {
  /** The port to listen on, on `host`. */
  port: number
  /** The port to forward each connection to, on `host`. */
  targetPort: number
  /** Defaults to 127.0.0.1. */
  host?: string
}

export interface ForwardPortReturnType {
  /** Closes the listener and every forwarded connection. */
  stop(): Promise<void>
}

/**
 * Listens on `port` and pipes each TCP connection, both ways, to `targetPort`. Surfpool picks its own free
 * ports and has no option to choose them, so the devnet's fixed demo ports (8899 and 8900, Solana's usual
 * HTTP and WebSocket pair) reach it through this; being plain TCP, it carries HTTP and WebSocket alike.
 *
 * @example
 * const forward = await forwardPort({ port: 8899, targetPort: 41573 })
 * await forward.stop()
 */
export function forwardPort(params: ForwardPortParameters): Promise<ForwardPortReturnType> {
  const host = params.host ?? '127.0.0.1'
  const open = new Set<Socket>()
  const track = (socket: Socket) => {
    open.add(socket)
    socket.once('close', () => open.delete(socket))
  }
  const server = createServer((client) => {
    const upstream = connect({ port: params.targetPort, host })
    track(client)
    track(upstream)
    // Either side failing or closing ends both.
    client.once('error', () => upstream.destroy())
    upstream.once('error', () => client.destroy())
    client.pipe(upstream).pipe(client)
  })
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of open) socket.destroy()
      server.close(() => resolve())
    })
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Port ${params.port} on ${host} is busy, so the local Solana validator cannot be served there. Stop the process using it (find it with \`lsof -i :${params.port}\`).`,
            )
          : error,
      )
    })
    server.listen({ port: params.port, host, exclusive: true }, () => resolve({ stop }))
  })
}
