import type { DevWalletStorage } from './persistedState'

/**
 * An in-memory `DevWalletStorage`, standing in for localStorage in Node tests. Two wallets given
 * the same object behave like two page loads sharing localStorage.
 *
 * @example
 * const storage = createMemoryStorage()
 * createDevWallet({ chains, privateKey, approve, storage })
 */
export function createMemoryStorage(): DevWalletStorage & { readonly size: number } {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value))
    },
    removeItem: (key) => {
      items.delete(key)
    },
    get size() {
      return items.size
    },
  }
}
