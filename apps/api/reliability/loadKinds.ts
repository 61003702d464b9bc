import { randomBytes } from 'node:crypto'
import type { SignedNameRegistration } from './signRegistrations'

/** One kind of request in the mixed load, with what a right answer to it looks like. */
export interface LoadKind {
  name: string
  method: 'GET' | 'POST'
  path: string
  /** Requests per second per instance; unset: as fast as its connection goes. */
  rate?: number
  /** The one client over the rate limit: its 429s are intended. */
  overLimit?: boolean
  /** The table a 2xx answer acknowledges a write to, keyed by `next().key`. */
  writes?: 'analytics_events' | 'names'
  /** A fresh body per request (writes), with the key that finds its row. */
  next?: () => { key: string; body: string }
  /** Whether a 2xx body is the right answer (for writes: to the request with this key). */
  isRight(body: unknown, key?: string): boolean
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/**
 * The mixed traffic of the load and fault runs: the wallet listing and a search, an account's balance,
 * history and identity, analytics events and name registrations (each write unique), and one client
 * that goes over the rate limit. `registrations` is split between the two instances by the caller.
 *
 * @example
 * const kinds = createLoadKinds({ projectId, account, chainId: 31337, registrations: [pool.a, pool.b] })
 */
export function createLoadKinds(params: {
  projectId: string
  account: string
  chainId: number
  /** Pre-signed registrations for each instance's clients. */
  registrations: readonly (readonly SignedNameRegistration[])[]
  /** Requests per second per instance of each write kind. */
  writeRate: number
}): LoadKind[][] {
  const query = `projectId=${params.projectId}`
  const chain = `eip155:${params.chainId}`
  return params.registrations.map((pool) => {
    let used = 0
    return [
      {
        name: 'GET /getWallets (page 1)',
        method: 'GET',
        path: `/getWallets?${query}&page=1&entries=40`,
        isRight: (body) => isObject(body) && Array.isArray(body.data) && body.data.length === 40,
      },
      {
        name: 'GET /getWallets (search)',
        method: 'GET',
        path: `/getWallets?${query}&search=wallet`,
        isRight: (body) => isObject(body) && Array.isArray(body.data) && body.data.length > 0,
      },
      {
        name: 'GET /v1/account/{address}/balance',
        method: 'GET',
        path: `/v1/account/${params.account}/balance?${query}&chainId=${chain}`,
        isRight: (body) => isObject(body) && Array.isArray(body.balances) && body.balances.length >= 3,
      },
      {
        name: 'GET /v1/account/{account}/history',
        method: 'GET',
        path: `/v1/account/${params.account}/history?${query}&chainId=${chain}`,
        isRight: (body) => isObject(body) && Array.isArray(body.data) && body.data.length > 0,
      },
      {
        name: 'GET /v1/identity/{address}',
        method: 'GET',
        path: `/v1/identity/${params.account}?${query}`,
        isRight: (body) => isObject(body) && 'name' in body && 'avatar' in body,
      },
      {
        name: 'POST /e',
        method: 'POST',
        path: `/e?${query}`,
        rate: params.writeRate,
        writes: 'analytics_events',
        next: () => {
          const key = `load-${randomBytes(8).toString('hex')}`
          const event = {
            eventId: key,
            url: 'http://127.0.0.1:5173/',
            domain: '127.0.0.1',
            timestamp: Date.now(),
            props: {},
          }
          return { key, body: JSON.stringify(event) }
        },
        isRight: (body) => isObject(body) && body.stored === true,
      },
      {
        name: 'POST /v1/profile/account',
        method: 'POST',
        path: `/v1/profile/account?${query}`,
        rate: params.writeRate,
        writes: 'names',
        next: () => {
          // Sized by the caller for the run; past its end the last one repeats (and is refused 409).
          const registration = pool[Math.min(used, pool.length - 1)]!
          used += 1
          return { key: registration.name, body: registration.body }
        },
        isRight: (body, key) => isObject(body) && body.name === key,
      },
      {
        name: 'GET /getAnalyticsConfig (one client over the limit)',
        method: 'GET',
        path: `/getAnalyticsConfig?${query}`,
        rate: params.writeRate,
        overLimit: true,
        isRight: (body) => isObject(body) && typeof body.isAnalyticsEnabled === 'boolean',
      },
    ] satisfies LoadKind[]
  })
}
