import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { encodeIss, generateKeyPair, type Keypair, signJWT } from '@walletconnect/relay-auth'
import { WebSocket } from 'ws'

/** A frame the relay sent: an answer (`result` or `error`) or an `irn_subscription` push. */
export interface ReceivedFrame {
  jsonrpc: '2.0'
  id: number | string | null
  method?: string
  params?: { id: string; data: { topic: string; message: string; publishedAt: number; tag: number } }
  result?: unknown
  error?: { code: number; message: string }
}

export interface RelaySocket {
  /** The client id the relay knows this socket by: its key's `did:key`. */
  clientId: string
  /** Every frame received, in order. */
  frames: ReceivedFrame[]
  /** Sends a request and resolves with its answer. */
  request(method: string, params?: unknown): Promise<ReceivedFrame>
  /** Sends raw text and resolves with the next answer whose id is `id` (null for an unreadable frame). */
  send(text: string, id?: number | string | null): Promise<ReceivedFrame>
  /** The `irn_subscription` pushes received so far. */
  pushes(): NonNullable<ReceivedFrame['params']>[]
  /** Resolves with the first push (received or to come) that carries `message`. */
  push(message: string): Promise<NonNullable<ReceivedFrame['params']>>
  close(): Promise<void>
  socket: WebSocket
}

/**
 * A relay client JWT like the SDKs sign (`@walletconnect/relay-auth`), valid `ttlSeconds` from `issuedAt`.
 *
 * @example
 * const token = await signClientJwt(relay.url, { keyPair, issuedAt: nowSeconds - 120, ttlSeconds: 60 }) // expired
 */
export function signClientJwt(
  relayUrl: string,
  options: { keyPair?: Keypair; issuedAt?: number; ttlSeconds?: number } = {},
): Promise<string> {
  const keyPair = options.keyPair ?? generateKeyPair()
  return signJWT(
    randomBytes(16).toString('hex'),
    relayUrl,
    options.ttlSeconds ?? 86_400,
    keyPair,
    options.issuedAt,
  )
}

/**
 * A raw WebSocket client of the relay, speaking its JSON-RPC by hand: acknowledges each push with
 * `true` unless `acknowledge` is false; `autoPong: false` makes a dead client for the ping test.
 *
 * @example
 * const client = await openRelaySocket(relay.url)
 * const { result: id } = await client.request('irn_subscribe', { topic })
 */
export async function openRelaySocket(
  relayUrl: string,
  options: { keyPair?: Keypair; acknowledge?: boolean; autoPong?: boolean } = {},
): Promise<RelaySocket> {
  const keyPair = options.keyPair ?? generateKeyPair()
  const token = await signClientJwt(relayUrl, { keyPair })
  const socket = new WebSocket(`${relayUrl}/?auth=${token}`, { autoPong: options.autoPong ?? true })
  const frames: ReceivedFrame[] = []
  const waiters = new Set<{
    match: (frame: ReceivedFrame) => boolean
    resolve: (frame: ReceivedFrame) => void
  }>()

  function waitFor(match: (frame: ReceivedFrame) => boolean, from = 0): Promise<ReceivedFrame> {
    const seen = frames.slice(from).find(match)
    if (seen) return Promise.resolve(seen)
    return new Promise((resolve) => waiters.add({ match, resolve }))
  }

  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as ReceivedFrame
    frames.push(frame)
    if (frame.method === 'irn_subscription' && options.acknowledge !== false) {
      socket.send(JSON.stringify({ jsonrpc: '2.0', id: frame.id, result: true }))
    }
    for (const waiter of waiters) {
      if (!waiter.match(frame)) continue
      waiters.delete(waiter)
      waiter.resolve(frame)
    }
  })
  await once(socket, 'open')

  let lastId = 0
  const isAnswer = (id: number | string | null) => (frame: ReceivedFrame) =>
    frame.method === undefined && frame.id === id
  const pushes = () => frames.flatMap((frame) => (frame.method === 'irn_subscription' ? [frame.params!] : []))
  return {
    clientId: encodeIss(keyPair.publicKey),
    frames,
    socket,
    request(method, params) {
      const id = ++lastId
      socket.send(JSON.stringify({ jsonrpc: '2.0', id, method, params }))
      return waitFor(isAnswer(id))
    },
    send(text, id = null) {
      const from = frames.length
      socket.send(text)
      return waitFor(isAnswer(id), from)
    },
    pushes,
    push: async (message) =>
      (
        await waitFor(
          (frame) => frame.method === 'irn_subscription' && frame.params?.data.message === message,
        )
      ).params!,
    async close() {
      if (socket.readyState === WebSocket.CLOSED) return
      socket.close()
      await once(socket, 'close')
    },
  }
}
