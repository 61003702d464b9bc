import { messageIdSchema } from './schemas/fields'

/** Marks Latch's frame messages (and their version) among whatever else a page posts. */
export const CHANNEL_TAG = 'latch-frame/1'

/** Largest message accepted, in characters of its JSON (a contract deployment's calldata fits). */
export const MAX_MESSAGE_CHARS = 256 * 1024

/** Deepest nesting accepted (typed data and call batches are far shallower). */
const MAX_DEPTH = 32

/** Every message on the channel: `{ latch, id, type, payload }`. */
export interface Envelope {
  latch: typeof CHANNEL_TAG
  id: string
  type: string
  payload: unknown
}

/** Why a message was dropped; the channel reports it to `onRejected` and answers nothing. */
export type Rejection =
  | 'wrong-origin'
  | 'wrong-source'
  | 'malformed'
  | 'oversize'
  | 'unknown-type'
  | 'invalid-payload'
  | 'replayed'
  | 'unexpected-answer'

/**
 * The plain-JSON size of `value` (strings, finite numbers, booleans, null, arrays, plain objects), or
 * `undefined` when it holds anything else (a Map, a Date, a typed array, NaN…), nests deeper than 32
 * or passes `budget`. Structured clone carries such values where JSON would not; refusing them keeps
 * every schema check about data, not about objects.
 */
function plainJsonSize(value: unknown, budget: number, depth = 0): number | undefined {
  if (value === null || typeof value === 'boolean') return 5
  if (typeof value === 'number') return Number.isFinite(value) ? 24 : undefined
  if (typeof value === 'string') return value.length + 2
  if (typeof value !== 'object' || depth >= MAX_DEPTH) return undefined
  const isArray = Array.isArray(value)
  if (!isArray && Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null)
    return undefined
  let size = 2
  for (const [key, item] of Object.entries(value)) {
    // an optional field sent as undefined is absent, as in JSON
    if (item === undefined && !isArray) continue
    const itemSize = plainJsonSize(item, budget - size, depth + 1)
    if (itemSize === undefined) return undefined
    size += itemSize + key.length + 4
    if (size > budget) return undefined
  }
  return size
}

/**
 * Reads a posted message as an envelope. `undefined` when it is not Latch's at all (no `latch` tag: other
 * scripts' traffic, ignored silently); a `Rejection` when it is tagged but not a well-formed, plain-JSON
 * `{ latch, id, type, payload }` within MAX_MESSAGE_CHARS.
 *
 * @example
 * const envelope = readEnvelope(event.data)
 * if (envelope === undefined) return // not ours
 */
export function readEnvelope(data: unknown): Envelope | Rejection | undefined {
  if (typeof data !== 'object' || data === null || (data as { latch?: unknown }).latch !== CHANNEL_TAG)
    return undefined
  const size = plainJsonSize(data, MAX_MESSAGE_CHARS)
  if (size === undefined) return Array.isArray(data) ? 'malformed' : sizeOrShape(data)
  const keys = Object.keys(data)
  const { id, type, payload } = data as Record<string, unknown>
  if (keys.length !== 4 || !('payload' in data)) return 'malformed'
  if (!messageIdSchema.safeParse(id).success || typeof type !== 'string' || type.length > 64)
    return 'malformed'
  return { latch: CHANNEL_TAG, id: id as string, type, payload }
}

/** Tells an oversize message from a malformed one, so the reason reported is the right one. */
function sizeOrShape(data: object): Rejection {
  return plainJsonSize(data, Number.POSITIVE_INFINITY) === undefined ? 'malformed' : 'oversize'
}

/**
 * A fresh message id: 16 random bytes, base64url.
 *
 * @example createMessageId() // 'm3Jd0c8Q2a0kLxW9zZ1pGw'
 */
export function createMessageId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')
}
