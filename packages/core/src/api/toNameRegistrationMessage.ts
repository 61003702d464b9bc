/** What the wallet signs to register a name (spec §7): JSON of name, attributes, timestamp in seconds. */
export interface NameRegistrationMessage {
  name: string
  attributes: Record<string, string>
  /** Seconds since epoch; the service rejects stale ones. */
  timestamp: number
}

/**
 * The JSON message a wallet signs before registerName, stamped with the current time in seconds.
 *
 * @example
 * const message = toNameRegistrationMessage({ name: 'alice.latch.id' })
 * const signature = await signMessage(message)
 * await registerName(latch, { name: 'alice.latch.id', address, chainId: 1, message, signature })
 */
export function toNameRegistrationMessage(parameters: {
  name: string
  attributes?: Record<string, string>
  timestamp?: number
}): string {
  const message: NameRegistrationMessage = {
    name: parameters.name,
    attributes: parameters.attributes ?? {},
    timestamp: parameters.timestamp ?? Math.floor(Date.now() / 1000),
  }
  return JSON.stringify(message)
}
