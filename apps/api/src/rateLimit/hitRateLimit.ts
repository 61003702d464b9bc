import { and, eq, lt, sql } from 'drizzle-orm'
import { rateLimits } from '../db/schema'
import type { Database } from '../db/types'

export interface HitRateLimitParameters {
  projectId: string
  client: string
  windowSeconds: number
  /** Milliseconds since the epoch (default `Date.now()`). */
  now?: number
  /** Requests to count at once (default 1). */
  by?: number
}

export interface HitRateLimitReturnType {
  /** Requests counted in this window, these included. */
  count: number
  /** When the window ends, milliseconds since the epoch. */
  resetAt: number
}

/** Share of new windows that also prune every stale counter (others prune only their own key). */
const GLOBAL_PRUNE_SHARE = 0.01

/**
 * Counts requests (one by default) in the fixed window of `projectId` and `client`, atomically in Postgres
 * (`insert … on conflict do update set count = count + 1 returning count`), so every instance on the
 * database shares the counter. The first hit of a window prunes the key's older windows.
 *
 * @example
 * const { count, resetAt } = await hitRateLimit(db, { projectId: 'p', client: '10.0.0.1', windowSeconds: 60 })
 * if (count > 600) console.log(`retry in ${Math.ceil((resetAt - Date.now()) / 1000)} s`)
 */
export async function hitRateLimit(
  db: Database,
  params: HitRateLimitParameters,
): Promise<HitRateLimitReturnType> {
  const windowMs = params.windowSeconds * 1000
  const now = params.now ?? Date.now()
  const windowStart = Math.floor(now / windowMs) * windowMs
  const by = params.by ?? 1
  const [row] = await db
    .insert(rateLimits)
    .values({ projectId: params.projectId, client: params.client, windowStart, count: by })
    .onConflictDoUpdate({
      target: [rateLimits.projectId, rateLimits.client, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + ${by}` },
    })
    .returning({ count: rateLimits.count })
  const count = row?.count ?? by
  if (count === by) {
    const stale = lt(rateLimits.windowStart, windowStart)
    await db
      .delete(rateLimits)
      .where(
        Math.random() < GLOBAL_PRUNE_SHARE
          ? stale
          : and(eq(rateLimits.projectId, params.projectId), eq(rateLimits.client, params.client), stale),
      )
  }
  return { count, resetAt: windowStart + windowMs }
}
