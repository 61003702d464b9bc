/** A Polkadot-family CAIP-2 id: `polkadot:` and 32 lowercase hex characters. */
export type PolkadotCaipNetworkId = `polkadot:${string}`

/**
 * The CAIP-2 id of a Substrate chain: `polkadot:` and the first 32 hex characters (16 bytes) of its
 * genesis hash, without `0x` (CAIP-13's rule, which wallets and Latch's polkadot adapter share).
 *
 * @example
 * toPolkadotCaipNetworkId('0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3')
 * // 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
 */
export function toPolkadotCaipNetworkId(genesisHash: string): PolkadotCaipNetworkId {
  if (!/^0x[0-9a-fA-F]{64}$/.test(genesisHash)) {
    throw new Error(`A genesis hash is 0x and 64 hex characters, not ${JSON.stringify(genesisHash)}.`)
  }
  return `polkadot:${genesisHash.slice(2, 34).toLowerCase()}`
}
