/** The address prefixes of one Bitcoin network, in `@scure/btc-signer`'s network shape. */
export interface BitcoinAddressPrefixes {
  /** The bech32/bech32m human-readable part: `bc`, `tb`, `bcrt`, bcoin's regtest `rb`. */
  bech32: string
  /** The base58 version byte of P2PKH addresses. */
  pubKeyHash: number
  /** The base58 version byte of P2SH addresses. */
  scriptHash: number
  /** The base58 version byte of private keys (WIF). */
  wif: number
}

/**
 * Address prefixes per network: mainnet (`bc1`, `1`, `3`), testnet (`tb1`), Bitcoin Core's regtest
 * (`bcrt1`) and bcoin's regtest (`rb1`, whose base58 bytes also differ), for `isBitcoinAddress` and for
 * core's receiver check.
 */
export const BITCOIN_ADDRESS_PREFIXES = {
  mainnet: { bech32: 'bc', pubKeyHash: 0x00, scriptHash: 0x05, wif: 0x80 },
  testnet: { bech32: 'tb', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef },
  regtest: { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef },
  bcoinRegtest: { bech32: 'rb', pubKeyHash: 0x3c, scriptHash: 0x26, wif: 0x5a },
} as const satisfies Record<string, BitcoinAddressPrefixes>

/** A network `BITCOIN_ADDRESS_PREFIXES` names. */
export type BitcoinNetworkName = keyof typeof BITCOIN_ADDRESS_PREFIXES

/** The genesis references (CAIP-4) of mainnet and testnet3. Regtest's is shared by Core and bcoin: configured. */
const GENESIS_NETWORKS: Readonly<Record<string, BitcoinNetworkName>> = {
  'bip122:000000000019d6689c085ae165831e93': 'mainnet',
  'bip122:000000000933ea01ad0ee984209779ba': 'testnet',
  'bip122:0f9188f13cb7b2c71f2a335e3a4fc328': 'regtest',
}

/**
 * The address network of a `bip122:` chain: the one `configured` names for it, else mainnet's, testnet3's
 * or Bitcoin Core's regtest from the genesis reference; `undefined` for another chain.
 *
 * @example
 * toBitcoinNetworkName('bip122:000000000019d6689c085ae165831e93') // 'mainnet'
 * toBitcoinNetworkName('bip122:0f9188f13cb7b2c71f2a335e3a4fc328', { 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328': 'bcoinRegtest' }) // 'bcoinRegtest'
 */
export function toBitcoinNetworkName(
  caipNetworkId: string,
  configured: Readonly<Record<string, BitcoinNetworkName>> = {},
): BitcoinNetworkName | undefined {
  return configured[caipNetworkId] ?? GENESIS_NETWORKS[caipNetworkId]
}
