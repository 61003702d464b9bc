import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex } from '@noble/hashes/utils'
import { HDKey } from '@scure/bip32'
import { p2tr, p2wpkh } from '@scure/btc-signer'
import { BCOIN_REGTEST_NETWORK } from './bitcoin/bcoinRegtestNetwork'

/** How many Bitcoin test accounts the devnet funds: account 0 is the demo's, 1 to 5 are for tests. */
export const BITCOIN_DEVNET_ACCOUNT_COUNT = 6

/** A devnet Bitcoin account: a payment (P2WPKH, BIP-84) and an ordinals (P2TR, BIP-86) key, as Xverse has. */
export interface BitcoinDevnetAccount {
  index: number
  payment: BitcoinDevnetKey
  ordinals: BitcoinDevnetKey
}

export interface BitcoinDevnetKey {
  /** The bcoin regtest address (`rb1q…` for payment, `rb1p…` for ordinals). */
  address: string
  /** Hex: the 33-byte compressed key (payment) or the 32-byte x-only key (ordinals). */
  publicKey: string
  /** The BIP-32 path, e.g. `m/84'/1'/0'/0/0`. */
  path: string
  /** 32 bytes. Public knowledge: never use it on a real network. */
  privateKey: Uint8Array
}

/**
 * The devnet's HD root: the seed is the SHA-256 of `latch devnet bitcoin`, so anyone can re-derive the keys.
 * A seed instead of a mnemonic spares the browser wallet PBKDF2's 2048 rounds.
 */
const ROOT_SEED = sha256(new TextEncoder().encode('latch devnet bitcoin'))

const cache = new Map<number, BitcoinDevnetAccount>()

/**
 * The devnet's Bitcoin account `index` (0 to 5), derived from its fixed seed on BIP-84 (payment, spec §9's
 * account index 0) and BIP-86 (ordinals) paths on the test coin type; the devnet funds each payment address.
 *
 * @example
 * bitcoinDevnetAccount(0).payment.address // 'rb1q…', the demo's
 */
export function bitcoinDevnetAccount(index: number): BitcoinDevnetAccount {
  if (!Number.isInteger(index) || index < 0 || index >= BITCOIN_DEVNET_ACCOUNT_COUNT)
    throw new RangeError(
      `Bitcoin devnet account ${index} does not exist (0 to ${BITCOIN_DEVNET_ACCOUNT_COUNT - 1})`,
    )
  const cached = cache.get(index)
  if (cached) return cached
  const root = HDKey.fromMasterSeed(ROOT_SEED)
  const paymentPath = `m/84'/1'/0'/0/${index}`
  const ordinalsPath = `m/86'/1'/0'/0/${index}`
  const paymentKey = root.derive(paymentPath)
  const ordinalsKey = root.derive(ordinalsPath)
  const ordinalsXOnly = ordinalsKey.publicKey!.slice(1)
  const account: BitcoinDevnetAccount = {
    index,
    payment: {
      address: p2wpkh(paymentKey.publicKey!, BCOIN_REGTEST_NETWORK).address!,
      publicKey: bytesToHex(paymentKey.publicKey!),
      path: paymentPath,
      privateKey: paymentKey.privateKey!,
    },
    ordinals: {
      address: p2tr(ordinalsXOnly, undefined, BCOIN_REGTEST_NETWORK).address!,
      publicKey: bytesToHex(ordinalsXOnly),
      path: ordinalsPath,
      privateKey: ordinalsKey.privateKey!,
    },
  }
  cache.set(index, account)
  return account
}
