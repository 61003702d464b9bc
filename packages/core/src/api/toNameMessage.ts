/** What a name-service message asks for: register a name, release it, or make it the address's primary one. */
export type NameAction = 'register' | 'release' | 'primary'

/**
 * Every field of a name-service message. The spec's JSON (name, attributes, timestamp in seconds) plus
 * what binds the signature to one service and one record: a signature over a look-alike message made for
 * another site, suffix, chain or coin type is refused by the service.
 */
export interface NameMessage {
  action: NameAction
  /** The host (and port) of the name service, e.g. `api.latch.id`. */
  service: string
  /** The service's name suffix with its dot, e.g. `.latch.id`. */
  suffix: string
  /** The full name, lower-case, e.g. `alice.latch.id`. */
  name: string
  address: string
  /** CAIP-2 of the signing account's chain (smart accounts verify there), e.g. `eip155:1`. */
  chainId: string
  /** ENSIP-11 coin type of the address record (60 for chain 1, otherwise 0x80000000 | chainId). */
  coinType: number
  attributes: Record<string, string>
  /** Seconds since epoch; the service refuses messages older than 10 minutes. */
  timestamp: number
}

const HEADLINES: Record<NameAction, (message: NameMessage) => string> = {
  register: ({ name, address }) => `Register the name ${name} for ${address}`,
  release: ({ name, address }) => `Release the name ${name} held by ${address}`,
  primary: ({ name, address }) => `Make ${name} the primary name of ${address}`,
}

/**
 * The text a wallet signs for the name service: fixed, human-readable lines a person can check in the
 * wallet's prompt, then the same fields as one line of JSON. The service rebuilds this text from the JSON
 * and accepts only an exact match, so the lines cannot say something other than the fields.
 *
 * @example
 * toNameMessage({ action: 'register', service: 'api.latch.id', suffix: '.latch.id', name: 'alice.latch.id',
 *   address, chainId: 'eip155:1', coinType: 60, attributes: {}, timestamp: 1767225600 })
 * // 'api.latch.id name service (.latch.id names)\nRegister the name alice.latch.id for 0x…\n…\n\n{"action":"register",…}'
 */
export function toNameMessage(message: NameMessage): string {
  const fields: NameMessage = {
    action: message.action,
    service: message.service,
    suffix: message.suffix,
    name: message.name,
    address: message.address,
    chainId: message.chainId,
    coinType: message.coinType,
    attributes: message.attributes,
    timestamp: message.timestamp,
  }
  return [
    `${fields.service} name service (${fields.suffix} names)`,
    HEADLINES[fields.action](fields),
    `Chain: ${fields.chainId} (coin type ${fields.coinType})`,
    `Issued at: ${new Date(fields.timestamp * 1000).toISOString()}`,
    '',
    JSON.stringify(fields),
  ].join('\n')
}
