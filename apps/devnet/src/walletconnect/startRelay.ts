import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { type RawData, type WebSocket, WebSocketServer } from 'ws'
import { RELAY_LIMITS, type RelayLimits } from './createMessageStore'
import { createRelayHub, type RelayConnection } from './createRelayHub'
import { handleRelayRequest } from './handleRelayRequest'
import { type JsonRpcId, parseRelayFrame, RelayFrameError } from './parseRelayFrame'
import { RelayRpcError } from './relayRpcError'
import { verifyClientJwt } from './verifyClientJwt'

/** Where `npm run demo` serves the relay. */
export const DEVNET_RELAY_DEMO_PORT = 8548

export interface StartRelayParameters {
  /** 0 or omitted: a free port. */
  port?: number
  /** How often every client is pinged; one that has not answered the previous ping is dropped (default 10 s). */
  pingIntervalMs?: number
  /** The clock, in ms since the epoch, for the messages' ttl and the JWTs' expiry (default `Date.now`; tests move it). */
  now?: () => number
  /** Tighter limits than `RELAY_LIMITS`, for tests. */
  limits?: Partial<RelayLimits>
}

export interface StartRelayReturnType {
  /** e.g. `ws://127.0.0.1:8548`: the `relayUrl` for the SDKs. */
  url: string
  port: number
  /** Drops every client and closes the server. */
  stop(): Promise<void>
}

/** Bigger frames close the socket (1009): `maxMessageLength` bounds what is kept, this what is read. */
const MAX_FRAME_BYTES = 1024 * 1024
const UNAUTHORIZED_BODY = 'A valid client JWT is required (the auth query parameter).'
const UNAUTHORIZED = `HTTP/1.1 401 Unauthorized\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${UNAUTHORIZED_BODY.length}\r\n\r\n${UNAUTHORIZED_BODY}`

/**
 * Starts a WalletConnect relay on loopback for the local world and the tests: the relay protocol's
 * JSON-RPC over WebSocket (`irn_subscribe`, `irn_publish`, … and the composite `wc_proposeSession` and
 * `wc_approveSession`), each client authenticated by the Ed25519 JWT in its URL's `auth` parameter.
 * Messages are kept per topic for their ttl and replayed on subscribe. Test infrastructure, never shipped.
 *
 * @example
 * const relay = await startRelay()
 * const dapp = await SignClient.init({ projectId: 'latch-test', relayUrl: relay.url })
 * // …
 * await relay.stop()
 */
export async function startRelay(params: StartRelayParameters = {}): Promise<StartRelayReturnType> {
  const now = params.now ?? Date.now
  const hub = createRelayHub({ ...RELAY_LIMITS, ...params.limits }, now)
  const server = createServer((_request, response) => {
    response
      .writeHead(426, { 'content-type': 'text/plain', upgrade: 'websocket' })
      .end('This is a WalletConnect relay: connect over WebSocket.\n')
  })
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES })
  /** The sockets that answered the last ping (or opened since). */
  const answered = new WeakSet<WebSocket>()

  async function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    // A client that hangs up while its token is checked must not crash the relay.
    socket.on('error', () => socket.destroy())
    const auth = new URL(request.url ?? '/', 'ws://127.0.0.1').searchParams.get('auth')
    const clientId = await verifyClientJwt(auth, now())
    if (!clientId) {
      socket.end(UNAUTHORIZED)
      return
    }
    sockets.handleUpgrade(request, socket, head, (ws) => serve(ws, clientId))
  }

  function serve(ws: WebSocket, clientId: string): void {
    const send = (frame: object) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame))
    }
    const connection = hub.connect(clientId, send)
    answered.add(ws)
    ws.on('pong', () => answered.add(ws))
    ws.on('message', (data: RawData) => answer(connection, data.toString()))
    // A frame over maxPayload, or a broken socket: ws closes it, and 'close' forgets the client.
    ws.on('error', () => ws.terminate())
    ws.on('close', () => hub.disconnect(connection))
  }

  function answer(connection: RelayConnection, text: string): void {
    let id: JsonRpcId | null = null
    try {
      const frame = parseRelayFrame(text)
      if (frame.kind === 'response') {
        hub.acknowledge(connection, frame.id, frame.result)
        return
      }
      id = frame.id
      const outcome = handleRelayRequest(hub, connection, frame.method, frame.params)
      connection.send({ jsonrpc: '2.0', id, result: outcome.result })
      outcome.afterAnswer?.()
    } catch (error) {
      if (error instanceof RelayFrameError) id = error.id
      const { code, message } =
        error instanceof RelayRpcError ? error : { code: -32603, message: 'Internal error.' }
      connection.send({ jsonrpc: '2.0', id, error: { code, message } })
    }
  }

  server.on('upgrade', (request, socket, head) => void upgrade(request, socket, head))
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Port ${params.port} on 127.0.0.1 is busy, so the WalletConnect relay cannot listen there. Stop the process using it (find it with \`lsof -i :${params.port}\`) or omit \`port\` to get a free one.`,
            )
          : error,
      ),
    )
    server.listen({ port: params.port ?? 0, host: '127.0.0.1', exclusive: true }, () => resolve())
  })

  const pinger = setInterval(() => {
    for (const ws of sockets.clients) {
      if (!answered.has(ws)) {
        ws.terminate()
        continue
      }
      answered.delete(ws)
      ws.ping()
    }
    hub.prune()
  }, params.pingIntervalMs ?? 10_000)
  pinger.unref()

  const port = (server.address() as AddressInfo).port
  return {
    url: `ws://127.0.0.1:${port}`,
    port,
    stop: async () => {
      clearInterval(pinger)
      for (const ws of sockets.clients) ws.terminate()
      await new Promise<void>((resolve) => sockets.close(() => resolve()))
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
    },
  }
}
