/** A CAIP-2 id in the solana namespace, e.g. `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
export type SolanaCaipNetworkId = `solana:${string}`

const BASE58_HASH = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * The CAIP-2 id of a Solana cluster: `solana:` and the first 32 characters of its genesis hash, as the
 * solana namespace's CAIP-2 profile defines (a CAIP-2 reference is at most 32 characters). A local validator
 * makes a new genesis at each start, so its id is read from it, never written down.
 *
 * @example
 * toSolanaCaipNetworkId('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d') // 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
 */
export function toSolanaCaipNetworkId(genesisHash: string): SolanaCaipNetworkId {
  if (!BASE58_HASH.test(genesisHash)) {
    throw new Error(`"${genesisHash}" is not a Solana genesis hash (32 to 44 base58 characters).`)
  }
  return `solana:${genesisHash.slice(0, 32)}`
}
