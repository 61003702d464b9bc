/**
 * bcoin's regtest address prefixes, which differ from Bitcoin Core's (`bcrt`, 0x6f, 0xc4, 0xef): bech32
 * `rb`, P2PKH 0x3c, P2SH 0x26, WIF 0x5a. In `@scure/btc-signer`'s network shape, so the devnet builds and
 * reads the node's addresses with the same library the adapter uses.
 *
 * @example
 * p2wpkh(publicKey, BCOIN_REGTEST_NETWORK).address // 'rb1q…'
 */
export const BCOIN_REGTEST_NETWORK = {
  bech32: 'rb',
  pubKeyHash: 0x3c,
  scriptHash: 0x26,
  wif: 0x5a,
} as const
