import type { Core } from '@walletconnect/core'

/** The `storage` option of the SDKs' Core (named through Core, a dependency, not its storage package). */
type SdkStorage = NonNullable<NonNullable<ConstructorParameters<typeof Core>[0]>['storage']>

/**
 * The WalletConnect SDKs' key-value storage in memory, so a Node test writes no files and each client
 * starts empty.
 *
 * @example
 * const core = new Core({ projectId, relayUrl, storage: createMemoryKeyValueStorage(), customStoragePrefix: 'wallet' })
 */
export function createMemoryKeyValueStorage(): SdkStorage {
  const items = new Map<string, unknown>()
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T>() => [...items.entries()] as [string, T][],
    getItem: async <T>(key: string) => items.get(key) as T | undefined,
    setItem: async (key, value) => {
      items.set(key, value)
    },
    removeItem: async (key) => {
      items.delete(key)
    },
  }
}
