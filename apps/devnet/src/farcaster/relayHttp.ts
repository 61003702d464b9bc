import type { IncomingMessage, ServerResponse } from 'node:http'

/** Larger bodies are refused: a sign-in message and a profile are a few hundred bytes. */
export const RELAY_BODY_LIMIT_BYTES = 16 * 1024

/** A body over `RELAY_BODY_LIMIT_BYTES`. */
export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError'
}

/**
 * Answers JSON, readable from any page (the relay's channel API is public; the channel token guards a
 * channel), never cached.
 *
 * @example
 * sendJson(response, 401, { error: 'Unauthorized' })
 */
export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response
    .writeHead(status, {
      'content-type': 'application/json',
      'access-control-allow-origin': '*',
      'cache-control': 'no-store',
    })
    .end(JSON.stringify(body))
}

/**
 * The request's body as text, refused past `RELAY_BODY_LIMIT_BYTES` (`BodyTooLargeError`).
 *
 * @example
 * const text = await readBody(request)
 */
export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > RELAY_BODY_LIMIT_BYTES) throw new BodyTooLargeError(`over ${RELAY_BODY_LIMIT_BYTES} bytes`)
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * The token of an `Authorization: Bearer <token>` header, as the relay reads its channel token.
 *
 * @example
 * readBearerToken(request) // 'k3J…' or undefined
 */
export function readBearerToken(request: IncomingMessage): string | undefined {
  const match = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')
  return match?.[1]
}
