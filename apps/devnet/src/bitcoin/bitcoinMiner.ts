import { sha256 } from '@noble/hashes/sha2'
import { HDKey } from '@scure/bip32'
import { p2wpkh } from '@scure/btc-signer'
import { BCOIN_REGTEST_NETWORK } from './bcoinRegtestNetwork'

/**
 * The devnet miner's key: every block's reward goes to it, and it pays the accounts their start balance.
 * Its own seed (SHA-256 of `latch devnet bitcoin miner`), apart from the accounts', so no test account's
 * balance moves when a test mines.
 */
const minerKey = HDKey.fromMasterSeed(sha256(new TextEncoder().encode('latch devnet bitcoin miner'))).derive(
  "m/84'/1'/0'/0/0",
)

/** The miner's private key (32 bytes). Public knowledge. */
export const BITCOIN_MINER_PRIVATE_KEY: Uint8Array = minerKey.privateKey!

/** The miner's P2WPKH address on bcoin regtest (`rb1q…`). */
export const BITCOIN_MINER_ADDRESS: string = p2wpkh(minerKey.publicKey!, BCOIN_REGTEST_NETWORK).address!
