// SQLSTATE classes and socket codes that mean "the server is not there right now", not "this query is
// wrong": 08 connection exception, 57P01–57P03 shutdown / crash / not yet accepting connections.
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123])$/
const UNAVAILABLE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND'])
const CONNECTION_LOST = /Connection terminated|Client has encountered a connection error/

/**
 * Whether an error (or one of its causes: Drizzle wraps the driver's) says PostgreSQL is unreachable,
 * so the request may succeed if retried shortly.
 *
 * @example
 * isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })) // true
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 8; depth += 1) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET.has(code)))
      return true
    if (CONNECTION_LOST.test(current.message)) return true
    current = current.cause
  }
  return false
}
