export {
  BITCOIN_ADDRESS_PREFIXES,
  type BitcoinAddressPrefixes,
  type BitcoinNetworkName,
  toBitcoinNetworkName,
} from './bitcoinNetworks'
export type { BitcoinTransactionStatus } from './bitcoinServices'
export type { BitcoinAddressPurpose, BitcoinWalletAccount } from './bitcoinWallet'
export { type BitcoinAdapterOptions, createBitcoinAdapter } from './createBitcoinAdapter'
export {
  BITCOIN_CONNECT,
  BITCOIN_SIGN_MESSAGE,
  BITCOIN_SIGN_TRANSACTION,
  type BitcoinStandardFeatures,
} from './fromStandardWallet'
export { isBitcoinAddress } from './isBitcoinAddress'
export {
  type BitcoinOutputType,
  type BitcoinUtxo,
  P2WPKH_DUST_SATS,
  planBitcoinTransfer,
} from './planBitcoinTransfer'
