export interface TtlCache<T> {
  /** The cached value, or loads it (one load per key at a time) and caches it for `ttlMs`. */
  getOrLoad(key: string, load: () => Promise<T>, now?: number): Promise<T>
  /** Whether `key` has a value younger than `ttlMs` (a read would not load). */
  has(key: string, now?: number): boolean
  /** The value of `key` if younger than `ttlMs`, without loading. */
  get(key: string, now?: number): T | undefined
  /** Caches a value known without loading it (e.g. "not found"). */
  set(key: string, value: T, now?: number): void
  delete(key: string): void
  clear(): void
}

export interface CreateTtlCacheParameters<T> {
  ttlMs: number
  /** Most entries kept; the oldest go first (default 1000). */
  maxEntries?: number
  /** Whether a loaded value may be cached (default: always). E.g. do not cache "not found". */
  shouldCache?: (value: T) => boolean
}

/**
 * A small in-process cache of database reads with a time to live, for hot paths that may serve data up to
 * `ttlMs` old. It is a cache, not state: dropping it changes nothing but speed.
 *
 * @example
 * const cache = createTtlCache<Project | undefined>({ ttlMs: 1000, shouldCache: Boolean })
 * const project = await cache.getOrLoad(id, () => findProject(db, id))
 */
export function createTtlCache<T>(params: CreateTtlCacheParameters<T>): TtlCache<T> {
  const maxEntries = params.maxEntries ?? 1000
  const entries = new Map<string, { value: T; expiresAt: number }>()
  const loading = new Map<string, Promise<T>>()
  const store = (key: string, value: T, now: number) => {
    entries.delete(key)
    entries.set(key, { value, expiresAt: now + params.ttlMs })
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
  }
  return {
    async getOrLoad(key, load, now = Date.now()) {
      const entry = entries.get(key)
      if (entry && entry.expiresAt > now) return entry.value
      const pending = loading.get(key)
      if (pending) return pending
      const promise = load().then(
        (value) => {
          loading.delete(key)
          if (params.shouldCache?.(value) ?? true) store(key, value, now)
          return value
        },
        (error: unknown) => {
          loading.delete(key)
          throw error
        },
      )
      loading.set(key, promise)
      return promise
    },
    has: (key, now = Date.now()) => (entries.get(key)?.expiresAt ?? 0) > now,
    get: (key, now = Date.now()) => {
      const entry = entries.get(key)
      return entry && entry.expiresAt > now ? entry.value : undefined
    },
    set: (key, value, now = Date.now()) => store(key, value, now),
    delete: (key) => {
      entries.delete(key)
    },
    clear: () => entries.clear(),
  }
}

/**
 * One cache per database object (so two apps on one database in a process share it, and tests on
 * different databases never do).
 *
 * @example
 * const projectCaches = cachePerDatabase(() => createTtlCache<Project>({ ttlMs: 1000 }))
 * projectCaches(db).delete(id)
 */
export function cachePerDatabase<T>(create: () => TtlCache<T>): (db: object) => TtlCache<T> {
  const caches = new WeakMap<object, TtlCache<T>>()
  return (db) => {
    let cache = caches.get(db)
    if (!cache) {
      cache = create()
      caches.set(db, cache)
    }
    return cache
  }
}
