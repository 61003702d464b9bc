import type { Wallet } from '@wallet-standard/base'
import type { StandardWalletRegistry } from '../bitcoinWalletSource'

/**
 * A wallet-standard registry holding the wallets a test registers, as `getWallets()` does in a page
 * (which Node has not).
 *
 * @example
 * const registry = createWalletRegistry([wallet])
 * createBitcoinAdapter({ api, wallets: registry, target: {} })
 */
export function createWalletRegistry(
  initial: Wallet[] = [],
): StandardWalletRegistry & { register(wallet: Wallet): void } {
  const wallets = [...initial]
  const listeners = new Set<() => void>()
  return {
    get: () => wallets,
    on: (_event, listener) => {
      listeners.add(listener as () => void)
      return () => listeners.delete(listener as () => void)
    },
    register(wallet) {
      wallets.push(wallet)
      for (const listener of listeners) listener()
    },
  }
}
