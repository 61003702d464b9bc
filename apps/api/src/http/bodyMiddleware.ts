import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { errorResponse } from './errors'
import type { RequestCheck } from './requestChecks'
import type { ApiEnv } from './types'

/** The default largest request body: 64 KiB. */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024

/**
 * Refuses request bodies over `maxBytes` with 413 PAYLOAD_TOO_LARGE, whether announced by
 * Content-Length or streamed.
 *
 * @example
 * app.use('*', runChecks([bodyLimitCheck(64 * 1024)]))
 */
export function bodyLimitCheck(maxBytes: number): RequestCheck {
  const tooLarge = (c: Context) =>
    errorResponse(c, 'PAYLOAD_TOO_LARGE', `The request body is over ${maxBytes} bytes.`)
  const limit = bodyLimit({ maxSize: maxBytes, onError: tooLarge })
  // The stream check passes by calling its next: the request then goes on to the route.
  const passed = async () => {}
  return (c) => {
    // No route reads a GET or HEAD body, so only its announced length is checked: wrapping the stream
    // makes the Node adapter build a full Request (with an AbortSignal) per call, which cost the cached
    // listing page about 5% of its throughput in the API benchmark.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') {
      return Number(c.req.header('content-length') ?? 0) > maxBytes ? tooLarge(c) : undefined
    }
    return limit(c, passed).then((refused) => refused ?? undefined)
  }
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
