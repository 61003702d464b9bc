/**
 * An account's `AccountData` as the balances pallet stores it: since 2023 with `frozen` (and `flags`),
 * before that with `miscFrozen` and `feeFrozen`. Values in the smallest unit.
 */
export interface PolkadotAccountData {
  free: bigint
  frozen?: bigint
  miscFrozen?: bigint
  feeFrozen?: bigint
}

/**
 * What an account can spend: its free balance less what is frozen (locks and freezes; reserves are already
 * outside `free`), never below zero. The new layout's `frozen` and the old one's `miscFrozen` and
 * `feeFrozen` are read alike: the largest of them is held back, as wallets show it.
 *
 * @example
 * toSpendableBalance({ free: 10n, miscFrozen: 3n, feeFrozen: 4n }) // 6n
 */
export function toSpendableBalance(data: PolkadotAccountData): bigint {
  const frozen = [data.frozen, data.miscFrozen, data.feeFrozen].reduce<bigint>(
    (largest, value) => (value !== undefined && value > largest ? value : largest),
    0n,
  )
  return data.free > frozen ? data.free - frozen : 0n
}
