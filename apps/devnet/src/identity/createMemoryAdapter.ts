import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider'

interface StoredEntry {
  payload: AdapterPayload
  /** Epoch milliseconds; Infinity for no expiry. */
  expiresAt: number
}

/**
 * oidc-provider storage in a Map of its own per provider instance (sessions, interactions, codes,
 * tokens, grants), gone when the process ends, as the devnet wants. oidc-provider ships a similar
 * adapter but warns on every start that it is for development; this one says so here, once.
 */
export function createMemoryAdapter(): AdapterFactory {
  const entries = new Map<string, StoredEntry>()

  function read(key: string): AdapterPayload | undefined {
    const entry = entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt <= Date.now()) {
      entries.delete(key)
      return undefined
    }
    return entry.payload
  }

  return (model: string): Adapter => ({
    async upsert(id, payload, expiresIn) {
      const expiresAt =
        typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 : Number.POSITIVE_INFINITY
      entries.set(`${model}:${id}`, { payload, expiresAt })
    },
    async find(id) {
      return read(`${model}:${id}`)
    },
    async findByUid(uid) {
      // Only sessions are looked up by uid; a linear scan is fine for a handful of test sign-ins.
      for (const [key, entry] of entries) {
        if (key.startsWith(`${model}:`) && entry.payload.uid === uid) return read(key)
      }
      return undefined
    },
    async findByUserCode(userCode) {
      for (const [key, entry] of entries) {
        if (key.startsWith(`${model}:`) && entry.payload.userCode === userCode) return read(key)
      }
      return undefined
    },
    async consume(id) {
      const payload = read(`${model}:${id}`)
      if (payload) payload.consumed = Math.floor(Date.now() / 1000)
    },
    async destroy(id) {
      entries.delete(`${model}:${id}`)
    },
    async revokeByGrantId(grantId) {
      // Called on the code-reuse path and on revocation: every token of that grant goes, whatever its model.
      for (const [key, entry] of entries) {
        if (entry.payload.grantId === grantId) entries.delete(key)
      }
    },
  })
}
