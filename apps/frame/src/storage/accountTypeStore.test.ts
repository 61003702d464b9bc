import { describe, expect, it } from 'vitest'
import { accountTypeStoreIn } from './browserStores'

/** A `Storage` over a Map: what the frame origin's localStorage does, for Node. */
function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  }
}

describe("each user's choice of eip155 account, in the frame origin's storage", () => {
  it('is kept per user and read back by a new store on the same storage (a reload)', () => {
    const storage = memoryStorage()
    const store = accountTypeStoreIn(storage)
    expect(store.load('user-a')).toBeUndefined()
    store.save('user-a', 'smartAccount')
    store.save('user-b', 'eoa')
    const reloaded = accountTypeStoreIn(storage)
    expect(reloaded.load('user-a')).toBe('smartAccount')
    expect(reloaded.load('user-b')).toBe('eoa')
    reloaded.save('user-a', 'eoa')
    expect(accountTypeStoreIn(storage).load('user-a')).toBe('eoa')
  })

  it('what it cannot read is no choice: not JSON, not an object, an unknown type', () => {
    const storage = memoryStorage()
    const store = accountTypeStoreIn(storage)
    for (const kept of ['not json', '[1]', '"smartAccount"'] as const) {
      storage.setItem('latch-frame.account-types', kept)
      expect(store.load('user-a')).toBeUndefined()
    }
    storage.setItem(
      'latch-frame.account-types',
      JSON.stringify({ 'user-a': 'payment', 'user-b': 'smartAccount' }),
    )
    expect(store.load('user-a')).toBeUndefined()
    expect(store.load('user-b')).toBe('smartAccount')
    store.save('user-c', 'eoa')
    expect(store.load('user-b')).toBe('smartAccount')
  })
})
