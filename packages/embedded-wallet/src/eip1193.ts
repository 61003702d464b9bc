/** A listener for the provider's events (`accountsChanged`, `chainChanged`); payloads as EIP-1193 gives them. */
export type Eip1193Listener = (payload: unknown) => void

/**
 * The EIP-1193 provider the connector makes: the shape the EVM adapter (and any EIP-1193 consumer)
 * reads, with no chain library behind it.
 */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: Eip1193Listener): void
  removeListener(event: string, listener: Eip1193Listener): void
}
