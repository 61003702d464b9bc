import type { InjectedSolanaProvider } from '../findInjectedSolanaProvider'

export const ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
/** A web3.js-like PublicKey: an object whose toString is the base58 address. */
export const publicKey = (address: string) => ({ toString: () => address })

/** A Phantom-like legacy provider; `trusted` says whether the site was granted before. */
export function fakePhantom(options: { trusted?: boolean; reject?: boolean } = {}) {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>()
  const calls: unknown[] = []
  const provider: InjectedSolanaProvider & { emit(event: string, ...args: unknown[]): void } = {
    isPhantom: true,
    async connect(input) {
      calls.push(input)
      if (options.reject) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      if (input?.onlyIfTrusted && !options.trusted)
        throw Object.assign(new Error('not trusted'), { code: 4001 })
      return { publicKey: publicKey(ADDRESS) }
    },
    async disconnect() {},
    async signMessage(message, display) {
      calls.push({ message, display })
      return { signature: new Uint8Array(64), publicKey: publicKey(ADDRESS) }
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
    },
    off(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event, ...args) {
      for (const listener of listeners.get(event) ?? []) listener(...args)
    },
  }
  return { provider, calls, listeners }
}
