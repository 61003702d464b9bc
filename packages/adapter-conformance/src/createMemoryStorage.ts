import type { WalletStorage } from './types'

/**
 * A storage in memory, for the dev wallet's grants (and core's persistence): a reload is a new page
 * reading the same one.
 *
 * @example const storage = createMemoryStorage()
 */
export function createMemoryStorage(): WalletStorage {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}
