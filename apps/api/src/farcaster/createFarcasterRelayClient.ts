import type { z } from 'zod'
import {
  FarcasterChannelNotFoundError,
  FarcasterRelayError,
  FarcasterRelayRefusedError,
} from './farcasterErrors'
import {
  type ChannelStatusAnswer,
  type CreateChannelAnswer,
  channelStatusAnswerSchema,
  createChannelAnswerSchema,
} from './farcasterRelaySchemas'

/** Spec §9: the HTTP default timeout. */
export const FARCASTER_RELAY_TIMEOUT_MS = 10_000

/** What the sign-in message is to say; the relay passes it to the Farcaster app. */
export interface CreateFarcasterChannelParameters {
  /** The URI of the page signing in (the message's URI). */
  siweUri: string
  /** The host (and port) of the page signing in (the message's domain). */
  domain: string
  /** At least 8 letters and digits; the relay makes one when omitted. */
  nonce?: string
  /** RFC 3339 date-times. */
  notBefore?: string
  expirationTime?: string
  requestId?: string
  redirectUrl?: string
}

export type FarcasterChannel = CreateChannelAnswer
export type FarcasterChannelStatus = ChannelStatusAnswer

export interface FarcasterRelayClient {
  /** Opens a channel: its token (keep it secret), the link for the QR code and the nonce. */
  createChannel(params: CreateFarcasterChannelParameters): Promise<FarcasterChannel>
  /** Pending, or completed with the signed message; a completed answer is given once, then the channel is gone. */
  channelStatus(channelToken: string): Promise<FarcasterChannelStatus>
}

/**
 * A client of a Farcaster auth relay's channel API (Farcaster's own, or the devnet's): every answer is
 * checked against the API's shape. Failures are typed: `FarcasterRelayRefusedError` (the relay's 400),
 * `FarcasterChannelNotFoundError` (its 401: unknown, expired, cancelled or already read),
 * `FarcasterRelayError` (unreachable, timed out after 10 s, failed, or an answer of another shape).
 *
 * @example
 * const relay = createFarcasterRelayClient('https://relay.farcaster.xyz')
 * const { channelToken, url, nonce } = await relay.createChannel({ siweUri: 'https://shop.example/', domain: 'shop.example' })
 * const status = await relay.channelStatus(channelToken) // { state: 'pending', … }
 */
export function createFarcasterRelayClient(relayUrl: string): FarcasterRelayClient {
  const base = relayUrl.replace(/\/+$/, '')
  return {
    async createChannel(params) {
      const answer = await call(`${base}/v1/channel`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(params),
      })
      return readAnswer(answer, [201], createChannelAnswerSchema)
    },
    async channelStatus(channelToken) {
      const answer = await call(`${base}/v1/channel/status`, {
        headers: { authorization: `Bearer ${channelToken}` },
      })
      return readAnswer(answer, [200, 202], channelStatusAnswerSchema)
    },
  }
}

interface RelayAnswer {
  status: number
  body: unknown
}

async function call(url: string, init: RequestInit): Promise<RelayAnswer> {
  let response: Response
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(FARCASTER_RELAY_TIMEOUT_MS) })
  } catch (cause) {
    throw new FarcasterRelayError(`The relay at ${url} did not answer.`, cause)
  }
  const text = await response.text().catch(() => '')
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    body = undefined
  }
  return { status: response.status, body }
}

function readAnswer<Schema extends z.ZodType>(
  answer: RelayAnswer,
  expected: readonly number[],
  schema: Schema,
): z.infer<Schema> {
  const reason = relayReason(answer.body)
  if (answer.status === 400) throw new FarcasterRelayRefusedError(reason ?? 'Bad request.')
  if (answer.status === 401) throw new FarcasterChannelNotFoundError(reason ?? 'Unknown channel.')
  if (!expected.includes(answer.status)) {
    throw new FarcasterRelayError(`The relay answered ${answer.status}${reason ? `: ${reason}` : '.'}`)
  }
  const parsed = schema.safeParse(answer.body)
  if (!parsed.success) {
    throw new FarcasterRelayError(
      `The relay's answer is not the channel API's: ${parsed.error.issues[0]?.message}`,
    )
  }
  return parsed.data
}

/** The relay's own words for a refusal: `{ error, message? }`. */
function relayReason(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const { error, message } = body as { error?: unknown; message?: unknown }
  const parts = [error, message].filter((part): part is string => typeof part === 'string' && part !== '')
  return parts.length > 0 ? parts.join(': ') : undefined
}
