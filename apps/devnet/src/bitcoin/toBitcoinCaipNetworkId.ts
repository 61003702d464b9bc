/**
 * A Bitcoin chain's CAIP-2 id (CAIP-4): `bip122:` and the first 32 hex characters of its genesis block hash
 * (as displayed, big-endian).
 *
 * @example
 * toBitcoinCaipNetworkId('0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206')
 * // 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
 */
export function toBitcoinCaipNetworkId(genesisHash: string): `bip122:${string}` {
  if (!/^[0-9a-f]{64}$/.test(genesisHash)) throw new Error(`not a block hash: ${genesisHash}`)
  return `bip122:${genesisHash.slice(0, 32)}`
}
