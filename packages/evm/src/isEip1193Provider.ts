/** A listener for EIP-1193 provider events; payloads are untrusted until validated. */
export type Eip1193Listener = (payload: unknown) => void

/** The slice of an EIP-1193 provider the adapter uses. Events are optional: some wallets lack them. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on?: (event: string, listener: Eip1193Listener) => unknown
  removeListener?: (event: string, listener: Eip1193Listener) => unknown
}

/**
 * Tells whether a value looks like an EIP-1193 provider (an object with a `request` function).
 *
 * @example
 * if (isEip1193Provider(window.ethereum)) await window.ethereum.request({ method: 'eth_chainId' })
 */
export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  return typeof value === 'object' && value !== null && typeof Reflect.get(value, 'request') === 'function'
}
