import * as z from 'zod/mini'

/** The legacy provider Phantom and its imitators inject (`window.phantom.solana`, `window.solana`). */
export interface InjectedSolanaProvider {
  isPhantom?: boolean
  connect(options?: { onlyIfTrusted?: boolean }): Promise<unknown>
  disconnect(): Promise<unknown>
  signMessage?(message: Uint8Array, display?: 'utf8'): Promise<unknown>
  on?(event: string, listener: (...args: unknown[]) => void): unknown
  off?(event: string, listener: (...args: unknown[]) => void): unknown
  removeListener?(event: string, listener: (...args: unknown[]) => void): unknown
}

const providerSchema = z.object({ connect: z.function(), disconnect: z.function() })

/** Where the injected providers live: the page's `window`, or a stand-in in tests. */
export interface InjectedSolanaTarget {
  phantom?: { solana?: unknown }
  solana?: unknown
}

/**
 * Finds the injected Solana provider, Phantom's namespaced one first (`window.solana` is often the same
 * object, or another wallet that overwrote it): the fallback for wallets that do not speak wallet-standard.
 * `undefined` when neither looks like a provider (no `connect` and `disconnect`).
 *
 * @example
 * const provider = findInjectedSolanaProvider(window)
 */
export function findInjectedSolanaProvider(
  target: InjectedSolanaTarget | undefined,
): InjectedSolanaProvider | undefined {
  for (const candidate of [target?.phantom?.solana, target?.solana]) {
    if (providerSchema.safeParse(candidate).success) return candidate as InjectedSolanaProvider
  }
  return undefined
}
