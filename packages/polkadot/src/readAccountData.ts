import type { ApiPromise } from '@polkadot/api'
import type { PolkadotAccountData } from './toSpendableBalance'

/** The part of a decoded storage value the reader uses: a struct's fields by name. */
interface CodecStruct {
  get(name: string): { toString(): string } | undefined
}

/**
 * Reads `System.Account(address).data` and answers its balances whatever the runtime's layout: `free` and
 * `frozen` (balances pallet since 2023) or `free`, `miscFrozen` and `feeFrozen` (before). Read by field
 * name from the chain's own metadata, not from `@polkadot/api`'s types of the newest Polkadot runtime.
 *
 * @example
 * const data = await readAccountData(api, address) // { free: 10n ** 15n, miscFrozen: 0n, feeFrozen: 0n }
 */
export async function readAccountData(api: ApiPromise, address: string): Promise<PolkadotAccountData> {
  const account = api.query.system?.account
  if (!account) throw new Error('The chain has no System.Account storage.')
  const data = ((await account(address)) as unknown as CodecStruct).get('data') as unknown as CodecStruct
  const field = (name: string) => {
    const value = data.get(name)
    return value === undefined ? undefined : BigInt(value.toString())
  }
  const free = field('free')
  if (free === undefined) throw new Error("The chain's AccountData has no free balance.")
  const result: PolkadotAccountData = { free }
  for (const name of ['frozen', 'miscFrozen', 'feeFrozen'] as const) {
    const value = field(name)
    if (value !== undefined) result[name] = value
  }
  return result
}
