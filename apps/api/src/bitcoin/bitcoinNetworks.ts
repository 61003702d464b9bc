import type { BitcoinNetworkName } from '../http/types'

/** Address prefixes per network, in `@scure/btc-signer`'s network shape. */
export const BITCOIN_ADDRESS_NETWORKS = {
  mainnet: { bech32: 'bc', pubKeyHash: 0x00, scriptHash: 0x05, wif: 0x80 },
  testnet: { bech32: 'tb', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef },
  regtest: { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef },
  // bcoin's regtest differs from Bitcoin Core's
  bcoinRegtest: { bech32: 'rb', pubKeyHash: 0x3c, scriptHash: 0x26, wif: 0x5a },
} as const satisfies Record<BitcoinNetworkName, object>

/** Known genesis references (CAIP-4): mainnet, testnet3 and regtest (Core's and bcoin's share it). */
const GENESIS_NETWORKS: Record<string, BitcoinNetworkName> = {
  'bip122:000000000019d6689c085ae165831e93': 'mainnet',
  'bip122:000000000933ea01ad0ee984209779ba': 'testnet',
  'bip122:0f9188f13cb7b2c71f2a335e3a4fc328': 'bcoinRegtest',
}

/**
 * The address network of a chain the configuration does not name one for: mainnet, testnet3, or bcoin's
 * regtest (the service speaks bcoin's API, so a regtest node is bcoin); `undefined` for another chain.
 *
 * @example
 * bitcoinNetworkOf('bip122:000000000019d6689c085ae165831e93') // 'mainnet'
 */
export function bitcoinNetworkOf(caipNetworkId: string): BitcoinNetworkName | undefined {
  return GENESIS_NETWORKS[caipNetworkId]
}
