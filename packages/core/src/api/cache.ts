/** A value and when it stops being fresh (ms since epoch). */
export interface CacheEntry<T> {
  value: T
  expiresAt: number
}

export type TtlCache<T> = Map<string, CacheEntry<T>>

/** Bounds memory on a long-lived page; old entries go first. */
const MAX_ENTRIES = 200

/**
 * The cached value while it is fresh; an expired entry is dropped.
 *
 * @example const cached = readCache(getLatchInternal(latch).api.identities, address)
 */
export function readCache<T>(cache: TtlCache<T>, key: string): T | undefined {
  const entry = cache.get(key)
  if (!entry) return undefined
  if (Date.now() < entry.expiresAt) return entry.value
  cache.delete(key)
  return undefined
}

/**
 * Stores a value for `ttlMs`.
 *
 * @example writeCache(getLatchInternal(latch).api.identities, address, identity, IDENTITY_CACHE_MS)
 */
export function writeCache<T>(cache: TtlCache<T>, key: string, value: T, ttlMs: number): void {
  cache.delete(key)
  cache.set(key, { value, expiresAt: Date.now() + ttlMs })
  // Maps iterate in insertion order, so the first key is the oldest write.
  for (const oldest of cache.keys()) {
    if (cache.size <= MAX_ENTRIES) break
    cache.delete(oldest)
  }
}

/**
 * The cache key of an address: EVM addresses are case-insensitive, other namespaces' (base58) are not.
 *
 * @example addressKey('0xAbC…') // '0xabc…'
 */
export function addressKey(address: string): string {
  return address.startsWith('0x') ? address.toLowerCase() : address
}
