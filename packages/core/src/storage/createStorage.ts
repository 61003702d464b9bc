/** The part of the Web Storage API Latch uses; `localStorage` fits, so does any test double. */
export interface StorageLike {
  getItem(k: string): string | null
  setItem(k: string, v: string): void
  removeItem(k: string): void
}

/** Versioned, prefixed, JSON storage that never throws. */
export interface LatchStorage {
  /** Reads and validates a value; anything missing, corrupt or rejected by `parse` is `undefined`. */
  get<T>(key: string, parse: (raw: unknown) => T | undefined): T | undefined
  /** Writes a JSON value; `undefined` removes the key. */
  set(key: string, value: unknown): void
  remove(key: string): void
}

export interface CreateStorageOptions {
  /** Default 'latch'. */
  prefix?: string
  /** Bump to leave data written by an incompatible version behind. Default 1. */
  version?: number
}

function attempt<T>(run: () => T): { ok: true; value: T } | { ok: false } {
  try {
    return { ok: true, value: run() }
  } catch {
    return { ok: false }
  }
}

/**
 * Creates Latch's storage over `backend` (keys `${prefix}:v${version}:${key}`). When the backend is
 * missing or throws (Safari private mode, a full quota) values are kept in memory for this page
 * instead; corrupt JSON reads as `undefined`. No method ever throws.
 *
 * @example
 * const storage = createStorage(defaultStorageBackend())
 * storage.set('recentWallets', [{ id: 'io.metamask', name: 'MetaMask' }])
 * storage.get('recentWallets', (raw) => (Array.isArray(raw) ? raw : undefined))
 */
export function createStorage(backend?: StorageLike | null, opts: CreateStorageOptions = {}): LatchStorage {
  const prefix = `${opts.prefix ?? 'latch'}:v${opts.version ?? 1}:`
  // writes the backend refused; they shadow whatever older value the backend still holds
  const memory = new Map<string, string>()

  const read = (fullKey: string): string | null => {
    const remembered = memory.get(fullKey)
    if (remembered !== undefined) return remembered
    if (!backend) return null
    const result = attempt(() => backend.getItem(fullKey))
    return result.ok ? result.value : null
  }

  const remove = (key: string): void => {
    const fullKey = prefix + key
    memory.delete(fullKey)
    if (backend) attempt(() => backend.removeItem(fullKey))
  }

  return {
    get<T>(key: string, parse: (raw: unknown) => T | undefined): T | undefined {
      const raw = read(prefix + key)
      if (raw === null) return undefined
      const parsed = attempt(() => JSON.parse(raw) as unknown)
      if (!parsed.ok) return undefined
      // a throwing validator counts as a rejection: storage must never break the caller
      const validated = attempt(() => parse(parsed.value))
      return validated.ok ? validated.value : undefined
    },
    set(key: string, value: unknown): void {
      const serialized = attempt(() => JSON.stringify(value) as string | undefined)
      // no JSON form (undefined, a function, a bigint, a cycle): drop the old value rather than leave it stale
      if (!serialized.ok || serialized.value === undefined) {
        remove(key)
        return
      }
      const fullKey = prefix + key
      const text = serialized.value
      const written = backend ? attempt(() => backend.setItem(fullKey, text)) : { ok: false }
      if (written.ok) memory.delete(fullKey)
      else memory.set(fullKey, text)
    },
    remove,
  }
}

/**
 * `globalThis.localStorage` when it exists and accepts a write, else `null`
 * (server rendering, Safari private mode, storage disabled by policy).
 *
 * @example
 * const storage = createStorage(defaultStorageBackend())
 */
export function defaultStorageBackend(): StorageLike | null {
  const probe = attempt(() => {
    const storage = (globalThis as { localStorage?: StorageLike }).localStorage
    if (!storage) return null
    const key = 'latch:probe'
    storage.setItem(key, '1')
    storage.removeItem(key)
    return storage
  })
  return probe.ok ? probe.value : null
}
