import type { Database } from '../db/types'
import { hitRateLimit } from './hitRateLimit'

/** What counting a request tells: `allowed` is false once the window's shared count is over `max`. */
export interface RateLimitHit {
  allowed: boolean
  resetAt: number
}

export interface RateLimiter {
  /**
   * Counts one request: at once (no promise) for a client far from its limit, whose count is written
   * later; after the database's count otherwise.
   */
  hit(params: { projectId: string; client: string; now: number }): RateLimitHit | Promise<RateLimitHit>
  /** Writes the counts held back so far (tests, shutdown). */
  flush(): Promise<void>
  /** Clients held in memory: at most `maxKeys`. */
  readonly size: number
}

export interface CreateRateLimiterParameters {
  max: number
  windowSeconds: number
  /** How long counts far from the limit may wait before they are written (default 100 ms). */
  flushMs?: number
  /** Most clients held in memory (default 50,000); past it the oldest are written and let go. */
  maxKeys?: number
}

interface KeyState {
  projectId: string
  client: string
  windowStart: number
  /** The shared count at our last write (our own requests included), or -1 before the first write. */
  synced: number
  /** Requests allowed here and not yet written. */
  pending: number
  timer: NodeJS.Timeout | undefined
}

const DEFAULT_MAX_KEYS = 50_000

const limitersByDatabase = new WeakMap<object, Set<RateLimiter>>()

/**
 * Writes the counts every rate limiter on this database holds back; call before closing the database.
 *
 * @example
 * await flushRateLimiters(database.db)
 * await database.close()
 */
export async function flushRateLimiters(db: Database): Promise<void> {
  await Promise.all([...(limitersByDatabase.get(db) ?? [])].map((limiter) => limiter.flush()))
}

/**
 * One instance's view of the shared rate limit. Every count lands in Postgres (`hitRateLimit`), so all
 * instances share it; to keep the database off the hot path, a client far from its limit (its last known
 * shared count plus what this instance holds back is at most half the limit) is allowed at once and its
 * count is written within `flushMs`. The first request of a window and every request in the upper half
 * are counted synchronously, so the limit is exact where it matters; other instances can overshoot it
 * only by what they counted in the last `flushMs`.
 *
 * @example
 * const limiter = createRateLimiter(db, { max: 1000, windowSeconds: 60 })
 * const { allowed, resetAt } = await limiter.hit({ projectId, client: '203.0.113.7', now: Date.now() })
 */
export function createRateLimiter(db: Database, params: CreateRateLimiterParameters): RateLimiter {
  const windowMs = params.windowSeconds * 1000
  const flushMs = params.flushMs ?? 100
  const maxKeys = params.maxKeys ?? DEFAULT_MAX_KEYS
  const keys = new Map<string, KeyState>()
  // Writes of clients let go, so that flush() waits for them too.
  const letGo = new Set<Promise<void>>()
  function release(key: string, state: KeyState): void {
    keys.delete(key)
    const written = flushKey(state).finally(() => letGo.delete(written))
    letGo.add(written)
  }

  async function write(state: KeyState, by: number): Promise<number> {
    const { count } = await hitRateLimit(db, {
      projectId: state.projectId,
      client: state.client,
      windowSeconds: params.windowSeconds,
      now: state.windowStart,
      by,
    })
    state.synced = Math.max(state.synced, count)
    return count
  }

  async function flushKey(state: KeyState): Promise<void> {
    clearTimeout(state.timer)
    state.timer = undefined
    const by = state.pending
    if (by === 0) return
    state.pending = 0
    await write(state, by).catch((error: Error) =>
      console.error(`[api] rate-limit write failed: ${error.message}`),
    )
  }

  // Past maxKeys, stale windows go first, then the oldest clients of this one (a Map keeps insertion
  // order): their counts are written, so letting them go costs only a synchronous write on their return.
  function prune(windowStart: number): void {
    if (keys.size < maxKeys) return
    for (const [key, state] of keys) {
      if (state.windowStart < windowStart) release(key, state)
    }
    for (const [key, state] of keys) {
      if (keys.size < maxKeys) break
      release(key, state)
    }
  }

  const limiter: RateLimiter = {
    hit({ projectId, client, now }) {
      const windowStart = Math.floor(now / windowMs) * windowMs
      const resetAt = windowStart + windowMs
      const key = `${projectId}\n${client}`
      let state = keys.get(key)
      if (!state || state.windowStart !== windowStart) {
        if (state) void flushKey(state)
        prune(windowStart)
        state = { projectId, client, windowStart, synced: -1, pending: 0, timer: undefined }
        keys.set(key, state)
      }
      if (state.synced >= 0 && state.synced + state.pending + 1 <= params.max / 2) {
        state.pending += 1
        const current = state
        state.timer ??= setTimeout(() => void flushKey(current), flushMs).unref()
        return { allowed: true, resetAt }
      }
      const by = state.pending + 1
      state.pending = 0
      return write(state, by).then((count) => ({ allowed: count <= params.max, resetAt }))
    },
    async flush() {
      await Promise.all([...[...keys.values()].map(flushKey), ...letGo])
    },
    get size() {
      return keys.size
    },
  }
  const registered = limitersByDatabase.get(db) ?? new Set<RateLimiter>()
  registered.add(limiter)
  limitersByDatabase.set(db, registered)
  return limiter
}
