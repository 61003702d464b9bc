/** A segwit address: a known network's human-readable part, '1', then bech32 characters, in one case. */
const SEGWIT_ADDRESS = /^(bc|tb|bcrt|rb)1[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{8,87}$/
/** A legacy P2PKH or P2SH address: base58, led by 1 or 3 (mainnet) or m, n or 2 (testnet and regtest). */
const LEGACY_ADDRESS = /^[123mn][1-9A-HJ-NP-Za-km-z]{25,34}$/

/**
 * Whether a string looks like a Bitcoin address: segwit (bc1, tb1, bcrt1, and rb1 of bcoin's regtest)
 * or legacy base58. The shape only: the adapter checks the checksum and the network before it sends.
 *
 * @example isBitcoinAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4') // true
 */
export function isBitcoinAddress(value: string): boolean {
  if (typeof value !== 'string') return false
  // bech32 is one case throughout, either all lower or all upper
  const segwit = value === value.toUpperCase() ? value.toLowerCase() : value
  return SEGWIT_ADDRESS.test(segwit) || LEGACY_ADDRESS.test(value)
}
