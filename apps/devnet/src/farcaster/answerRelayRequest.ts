import type { IncomingMessage, ServerResponse } from 'node:http'
import type { z } from 'zod'
import { type CompleteChannelContext, completeChannel } from './completeChannel'
import type { FarcasterChannel } from './createChannelStore'
import { BodyTooLargeError, readBearerToken, readBody, sendJson } from './relayHttp'
import { authenticateBodySchema, createChannelBodySchema } from './relaySchemas'

/** The header a Farcaster app proves itself with on `authenticate`, as on Farcaster's relay. */
export const RELAY_AUTH_KEY_HEADER = 'x-farcaster-auth-relay-key'

export interface RelayContext extends CompleteChannelContext {
  /** The secret only Farcaster apps know (here: the test app, and tests). */
  authKey: string
}

/**
 * Farcaster's auth relay channel API (`/v1/channel…`), answered as the real relay does:
 * - `POST /v1/channel` → 201 `{ channelToken, url, nonce }`;
 * - `GET /v1/channel/status` (Bearer channel token) → 202 `{ state: 'pending', … }`, then once 200
 *   `{ state: 'completed', message, signature, fid, username, …, custody }` after which the channel is
 *   closed (the real relay's one read of a result);
 * - `POST /v1/channel/authenticate` (Bearer channel token and the relay auth key) → 201.
 * Bodies are checked (400 with the reason); an unknown, closed or expired channel is 401.
 *
 * @example
 * if (url.pathname.startsWith('/v1/')) await answerRelayRequest(context, request, response, url)
 */
export async function answerRelayRequest(
  context: RelayContext,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<void> {
  const route = `${request.method} ${url.pathname}`
  if (request.method === 'OPTIONS') {
    response
      .writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, POST',
        'access-control-allow-headers': `authorization, content-type, ${RELAY_AUTH_KEY_HEADER}`,
        'access-control-max-age': '600',
      })
      .end()
    return
  }
  if (route === 'POST /v1/channel') {
    const body = await readValidBody(request, response, createChannelBodySchema)
    if (!body) return
    const { channelToken, url: appLink, nonce } = context.store.open(body)
    sendJson(response, 201, { channelToken, url: appLink, nonce })
    return
  }
  if (route === 'GET /v1/channel/status') {
    const channel = readChannel(context, request, response)
    if (!channel) return
    answerStatus(context, response, channel)
    return
  }
  if (route === 'POST /v1/channel/authenticate') {
    if (request.headers[RELAY_AUTH_KEY_HEADER] !== context.authKey) {
      sendJson(response, 401, {
        error: 'Unauthorized',
        message: `A Farcaster app's ${RELAY_AUTH_KEY_HEADER}.`,
      })
      return
    }
    const channelToken = readBearerToken(request)
    if (!channelToken) {
      sendJson(response, 401, { error: 'Unauthorized', message: 'Authorization: Bearer <channelToken>.' })
      return
    }
    const body = await readValidBody(request, response, authenticateBodySchema)
    if (!body) return
    const refusal = await completeChannel(context, channelToken, body)
    if (refusal) sendJson(response, refusal.status, { error: refusal.error, message: refusal.message })
    else sendJson(response, 201, { state: 'completed', nonce: context.store.read(channelToken)?.nonce })
    return
  }
  sendJson(response, 404, { error: 'Not Found', message: `No route ${route}.` })
}

function readChannel(
  context: RelayContext,
  request: IncomingMessage,
  response: ServerResponse,
): FarcasterChannel | undefined {
  const channelToken = readBearerToken(request)
  const channel = channelToken ? context.store.read(channelToken) : undefined
  if (!channel) {
    const message = channelToken
      ? 'No such channel, or it has expired.'
      : 'Authorization: Bearer <channelToken>.'
    sendJson(response, 401, { error: 'Unauthorized', message })
  }
  return channel
}

function answerStatus(context: RelayContext, response: ServerResponse, channel: FarcasterChannel): void {
  const { nonce, url, signatureParams, completion } = channel
  if (!completion) {
    sendJson(response, 202, { state: 'pending', nonce, url, signatureParams })
    return
  }
  context.store.close(channel.channelToken)
  sendJson(response, 200, {
    state: 'completed',
    nonce,
    url,
    signatureParams,
    ...completion,
    // Verified addresses come from a Farcaster hub; the devnet has none.
    verifications: [],
  })
}

/** The body parsed and checked, or undefined once a 400 (or 413) is answered. */
async function readValidBody<Schema extends z.ZodType>(
  request: IncomingMessage,
  response: ServerResponse,
  schema: Schema,
): Promise<z.infer<Schema> | undefined> {
  let text: string
  try {
    text = await readBody(request)
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error
    sendJson(response, 413, { error: 'Payload Too Large', message: error.message })
    return undefined
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    sendJson(response, 400, { error: 'Validation error', message: 'The body is not JSON.' })
    return undefined
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success) {
    const message = parsed.error.issues
      .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
      .join('; ')
    sendJson(response, 400, { error: 'Validation error', message })
    return undefined
  }
  return parsed.data
}
