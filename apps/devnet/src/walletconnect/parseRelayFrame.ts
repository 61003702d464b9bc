import { z } from 'zod'
import { RELAY_ERROR_CODES, RelayRpcError } from './relayRpcError'

export type JsonRpcId = number | string

/** A client's frame: a request to answer, or its answer to one of the relay's pushes. */
export type RelayFrame =
  | { kind: 'request'; id: JsonRpcId; method: string; params: unknown }
  | { kind: 'response'; id: JsonRpcId; result: unknown }

/** A frame the relay could not read; `id` is the request's when it had a readable one, else null. */
export class RelayFrameError extends RelayRpcError {
  override name = 'RelayFrameError'
  readonly id: JsonRpcId | null

  constructor(code: number, message: string, id: JsonRpcId | null) {
    super(code, message)
    this.id = id
  }
}

const id = z.union([z.number(), z.string().max(100)])
const request = z.object({
  jsonrpc: z.literal('2.0'),
  id,
  method: z.string().min(1).max(100),
  params: z.unknown().optional(),
})
// An answer carries `result` or `error` (checked below: each alone is optional).
const response = z.object({
  jsonrpc: z.literal('2.0'),
  id,
  result: z.unknown().optional(),
  error: z.unknown().optional(),
})

/**
 * Reads one WebSocket text frame as JSON-RPC 2.0. Throws `RelayRpcError` (-32700 for what is not JSON,
 * -32600 for what is not a request or response), with the request's `id` when it could be read.
 *
 * @example
 * parseRelayFrame('{"jsonrpc":"2.0","id":1,"method":"irn_subscribe","params":{"topic":"…"}}')
 * // { kind: 'request', id: 1, method: 'irn_subscribe', params: { topic: '…' } }
 */
export function parseRelayFrame(text: string): RelayFrame {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new RelayFrameError(RELAY_ERROR_CODES.parseError, 'Parse error: the frame is not JSON.', null)
  }
  const asRequest = request.safeParse(json)
  if (asRequest.success) {
    const { id, method, params } = asRequest.data
    return { kind: 'request', id, method, params }
  }
  const asResponse = response.safeParse(json)
  if (asResponse.success && (asResponse.data.result !== undefined || asResponse.data.error !== undefined)) {
    return { kind: 'response', id: asResponse.data.id, result: asResponse.data.result }
  }
  const readId = id.safeParse((json as { id?: unknown } | null)?.id)
  throw new RelayFrameError(
    RELAY_ERROR_CODES.invalidRequest,
    'Invalid request: expected a JSON-RPC 2.0 request or response.',
    readId.success ? readId.data : null,
  )
}
