import type { Wallet } from '@wallet-standard/base'

/** A page's wallet-standard registry, as `@wallet-standard/app`'s `getWallets()` is, one per test page. */
export interface TestWalletRegistry {
  get(): readonly Wallet[]
  on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void): () => void
  /** Registers `wallet` as an extension does; answers a function that unregisters it. */
  register(wallet: Wallet): () => void
  /** How many listeners are registered, to prove an adapter removed its own. */
  readonly listeners: number
}

/**
 * A wallet-standard registry holding the wallets a test registers, as `getWallets()` does in a page (which
 * Node has not, and which is one per page: a test's pages each get their own).
 *
 * @example
 * const registry = createWalletRegistry([wallet])
 * createBitcoinAdapter({ api, wallets: registry, target: {} })
 */
export function createWalletRegistry(initial: Wallet[] = []): TestWalletRegistry {
  const wallets = [...initial]
  const listeners = { register: new Set<() => void>(), unregister: new Set<() => void>() }
  return {
    get: () => wallets,
    on(event, listener) {
      listeners[event].add(listener as () => void)
      return () => listeners[event].delete(listener as () => void)
    },
    register(wallet) {
      wallets.push(wallet)
      for (const listener of listeners.register) listener()
      return () => {
        const index = wallets.indexOf(wallet)
        if (index < 0) return
        wallets.splice(index, 1)
        for (const listener of listeners.unregister) listener()
      }
    },
    get listeners() {
      return listeners.register.size + listeners.unregister.size
    },
  }
}
