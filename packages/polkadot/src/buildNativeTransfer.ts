import { UnsupportedMethodError } from '@latch/core'
import type { ApiPromise } from '@polkadot/api'
import type { SubmittableExtrinsic } from '@polkadot/api/types'

/**
 * The balances pallet's transfer of `amount` (smallest unit) to `to`: `transferKeepAlive` (which refuses to
 * reap the sender below the existential deposit, as wallets default to), else `transferAllowDeath`, else
 * the old `transfer` of runtimes before 2023. Rejects with `UnsupportedMethodError` on a chain without any.
 *
 * @example
 * const transfer = buildNativeTransfer(api, receiver, 10n ** 12n)
 */
export function buildNativeTransfer(
  api: ApiPromise,
  to: string,
  amount: bigint,
): SubmittableExtrinsic<'promise'> {
  const balances = api.tx.balances
  const call = balances?.transferKeepAlive ?? balances?.transferAllowDeath ?? balances?.transfer
  if (!call) {
    throw new UnsupportedMethodError({ details: 'The chain has no balances pallet transfer.' })
  }
  return call(to, amount)
}
