import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import { toClientKey } from './toClientKey'

export interface IdentifyClientParameters {
  /** A header naming the client, set by the operator's trusted proxies (e.g. `x-forwarded-for`). */
  clientIpHeader?: string | undefined
  /** How many trusted proxies append to that header (default 1). */
  trustedProxies?: number | undefined
}

/**
 * Who is calling, for rate limiting, as a key from `toClientKey` (IPv6 by its /64). With a trusted
 * `clientIpHeader`, the entry the operator's proxies wrote: each proxy appends the address it saw, so with
 * `trustedProxies` of them the client is that many entries from the right; entries further left are
 * whatever the client sent, and never chosen. A single-value header (`x-real-ip`) is that one entry.
 * Without the header: the TCP remote address, else `unknown` (e.g. `app.request()` in tests).
 *
 * @example
 * identifyClient(c, { clientIpHeader: 'x-forwarded-for' }) // '203.0.113.7' for 'X-Forwarded-For: 1.2.3.4, 203.0.113.7'
 */
export function identifyClient(c: Context, params: IdentifyClientParameters = {}): string {
  if (params.clientIpHeader) {
    const entries = (c.req.header(params.clientIpHeader) ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    const trusted = entries[Math.max(0, entries.length - (params.trustedProxies ?? 1))]
    if (trusted) return toClientKey(trusted)
  }
  try {
    return toClientKey(getConnInfo(c).remote.address ?? 'unknown')
  } catch {
    return 'unknown'
  }
}
