import { ApiPromise, WsProvider } from '@polkadot/api'
import { world } from './world'

type Balance = { toBigInt(): bigint }
/** `system.account`'s answer on this chain's runtime (the old AccountData layout); no augment package is loaded. */
interface SystemAccountQuery {
  system: {
    account(address: string): Promise<{ data: { free: Balance; miscFrozen?: Balance; feeFrozen?: Balance } }>
  }
}

/** The devnet's Polkadot chain, read from Node: what it holds, to compare with what the modal shows. */
export function polkadotChain() {
  const { polkadot } = world()
  let api: Promise<ApiPromise> | undefined
  const connected = () =>
    (api ??= ApiPromise.create({ provider: new WsProvider(polkadot.wsUrl), noInitWarn: true }))
  return {
    ...polkadot,
    /** What `address` can spend, in the smallest unit: free less frozen (the old layout's larger of two). */
    async spendable(address: string): Promise<bigint> {
      const { query } = (await connected()) as unknown as { query: SystemAccountQuery }
      const { data } = await query.system.account(address)
      const frozen = [data.miscFrozen, data.feeFrozen].reduce(
        (max, field) => (field && field.toBigInt() > max ? field.toBigInt() : max),
        0n,
      )
      return data.free.toBigInt() - frozen
    },
    async close(): Promise<void> {
      if (api) await (await api).disconnect()
      api = undefined
    },
  }
}
