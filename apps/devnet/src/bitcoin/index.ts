export { BCOIN_REGTEST_NETWORK } from './bcoinRegtestNetwork'
export {
  BITCOIN_DEVNET_FEE_SATS,
  BITCOIN_DEVNET_HISTORY,
  BITCOIN_DEVNET_START_BLOCKS,
  BITCOIN_DEVNET_START_SATS,
  type BitcoinHistoryPayment,
  bitcoinDevnetStartBalance,
} from './bitcoinFixtureDefinitions'
export { BITCOIN_MINER_ADDRESS } from './bitcoinMiner'
export { type DevnetBitcoinSettings, devnetBitcoinSettings } from './devnetBitcoinSettings'
export { type BitcoinNodeAccess, mineBitcoinBlocks } from './mineBitcoinBlocks'
export { type SendBitcoinPaymentParameters, sendBitcoinPayment } from './sendBitcoinPayment'
export { startBitcoinBlockClock } from './startBitcoinBlockClock'
export {
  BITCOIN_DEVNET_DEMO_PORT,
  type DevnetBitcoin,
  type DevnetBitcoinAccount,
  type StartDevnetBitcoinParameters,
  type StartDevnetBitcoinReturnType,
  startDevnetBitcoin,
} from './startDevnetBitcoin'
export { toBitcoinCaipNetworkId } from './toBitcoinCaipNetworkId'
