import type { RequestCheck } from './requestChecks'

/**
 * Lets a browser page read every answer's status and error body: reflects the request's `Origin`.
 * Which origins may actually use a project is decided by `originPolicyMiddleware`, on the server, so a
 * page that is not allowed only ever reads errors (e.g. 403 ORIGIN_NOT_ALLOWED, which the client turns
 * into 'Invalid App Configuration').
 *
 * @example
 * app.use('*', runChecks([corsCheck()]))
 */
export function corsCheck(): RequestCheck {
  return (c) => {
    const origin = c.req.header('origin')
    if (origin) {
      c.header('Access-Control-Allow-Origin', origin)
      c.header('Access-Control-Expose-Headers', 'Retry-After, ETag')
      c.header('Vary', 'Origin')
    }
    return undefined
  }
}
