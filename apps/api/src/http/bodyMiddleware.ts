import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { errorResponse } from './errors'
import type { ApiEnv } from './types'

/** The default largest request body: 64 KiB. */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024

/**
 * Refuses request bodies over `maxBytes` with 413 PAYLOAD_TOO_LARGE, whether announced by
 * Content-Length or streamed.
 *
 * @example
 * app.use('*', bodyLimitMiddleware(64 * 1024))
 */
export function bodyLimitMiddleware(maxBytes: number): MiddlewareHandler<ApiEnv> {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) => errorResponse(c, 'PAYLOAD_TOO_LARGE', `The request body is over ${maxBytes} bytes.`),
  })
}

/**
 * Requires a JSON body (`Content-Type: application/json`, optionally with a charset): anything else
 * answers 415 UNSUPPORTED_MEDIA_TYPE. Put it in the `middleware` of routes that take a JSON body.
 *
 * @example
 * createRoute({ method: 'post', path: '/e', middleware: [requireJsonBody()] as const, … })
 */
export function requireJsonBody(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const type = c.req.header('content-type') ?? ''
    if (!/^application\/json\s*(;\s*charset\s*=\s*"?utf-8"?\s*)?$/i.test(type.trim())) {
      return errorResponse(
        c,
        'UNSUPPORTED_MEDIA_TYPE',
        'The request body must be JSON (Content-Type: application/json).',
      )
    }
    return next()
  }
}
