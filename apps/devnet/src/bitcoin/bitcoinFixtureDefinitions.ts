/** Each devnet Bitcoin account's start balance, paid by the miner: 10 BTC. */
export const BITCOIN_DEVNET_START_SATS = 1_000_000_000n

/** The fixed fee of each fixture payment (a one-input P2WPKH payment is about 141 vB: ~7 sat/vB). */
export const BITCOIN_DEVNET_FEE_SATS = 1_000n

/** Blocks mined at start: segwit activates at height 432 on bcoin's regtest, so P2WPKH coins can be spent. */
export const BITCOIN_DEVNET_START_BLOCKS = 432

/** A payment of the demo history: from account `from` to account `to`, each mined in its own block. */
export interface BitcoinHistoryPayment {
  from: number
  to: number
  sats: bigint
}

/**
 * The history between the devnet's Bitcoin accounts, so the demo account has activity: after it, account 0
 * holds 9.84999 BTC, account 1 10.24999 and account 2 9.89999 (`bitcoinDevnetStartBalance`).
 */
export const BITCOIN_DEVNET_HISTORY: readonly BitcoinHistoryPayment[] = [
  { from: 0, to: 1, sats: 50_000_000n },
  { from: 1, to: 0, sats: 25_000_000n },
  { from: 2, to: 0, sats: 10_000_000n },
]

/**
 * An account's balance in satoshis once the devnet has started with its history: the start balance, the
 * history's payments in and out, and a fixed fee per payment sent.
 *
 * @example
 * bitcoinDevnetStartBalance(0) // 984_999_000n
 */
export function bitcoinDevnetStartBalance(index: number, history = BITCOIN_DEVNET_HISTORY): bigint {
  let sats = BITCOIN_DEVNET_START_SATS
  for (const payment of history) {
    if (payment.from === index) sats -= payment.sats + BITCOIN_DEVNET_FEE_SATS
    if (payment.to === index) sats += payment.sats
  }
  return sats
}
