import { ApiPromise, WsProvider } from '@polkadot/api'
import {
  POLKADOT_DEVNET_ADDRESSES,
  POLKADOT_DEVNET_SS58_PREFIX,
  POLKADOT_DEVNET_START_BALANCE,
} from './polkadotAccounts'
import { spawnChopsticks } from './spawnChopsticks'
import { type PolkadotCaipNetworkId, toPolkadotCaipNetworkId } from './toPolkadotCaipNetworkId'

/** The demo port of the local Polkadot chain: a Substrate node's usual RPC port. */
export const POLKADOT_DEVNET_DEMO_PORT = 9944

export interface StartDevnetPolkadotParameters {
  /** Serve on `POLKADOT_DEVNET_DEMO_PORT` (9944) instead of a free port. */
  fixedPorts?: boolean
}

/** The devnet's Polkadot chain, as `startDevnet` returns it (JSON-safe, for the demo page). */
export interface DevnetPolkadot {
  /** The JSON-RPC endpoint, e.g. `ws://127.0.0.1:9944`: a network's `rpcUrl` for `@latch/polkadot`. */
  wsUrl: string
  /** The chain's name (`system_chain`), `asset-hub-rococo`. */
  chain: string
  /** As the chain reports it: Chopsticks answers a fixed stand-in, `0x4545…45`. */
  genesisHash: string
  /** `polkadot:` and the genesis hash's first 32 hex characters. */
  caipNetworkId: PolkadotCaipNetworkId
  /** The SS58 prefix of its addresses, 2. */
  ss58Prefix: number
  /** The native currency, from the chain's properties: ROC with 12 decimals. */
  symbol: string
  decimals: number
  /** The funded test accounts, `POLKADOT_DEVNET_ADDRESSES` (keys at `POLKADOT_DEVNET_URIS`), 0 the demo's. */
  accounts: string[]
}

export interface StartDevnetPolkadotReturnType extends DevnetPolkadot {
  stop(): Promise<void>
}

/**
 * Starts the devnet's Polkadot chain: Chopsticks in a child process running Rococo Asset Hub offline (an
 * Aura parachain; a block is built as each extrinsic arrives), each test account given
 * `POLKADOT_DEVNET_START_BALANCE` at genesis. Resolves once it answers, with what it reports of itself.
 *
 * @example
 * const polkadot = await startDevnetPolkadot()
 * console.log(polkadot.caipNetworkId, polkadot.symbol) // 'polkadot:4545…', 'ROC'
 * await polkadot.stop()
 */
export async function startDevnetPolkadot(
  params: StartDevnetPolkadotParameters = {},
): Promise<StartDevnetPolkadotReturnType> {
  const chopsticks = await spawnChopsticks({
    port: params.fixedPorts ? POLKADOT_DEVNET_DEMO_PORT : 0,
    accounts: POLKADOT_DEVNET_ADDRESSES.map((address) => ({ address, free: POLKADOT_DEVNET_START_BALANCE })),
  })
  try {
    // The chain's properties leave out its SS58 prefix, which lives in the runtime's constants: the API's
    // registry reads both.
    const api = await ApiPromise.create({ provider: new WsProvider(chopsticks.wsUrl), noInitWarn: true })
    try {
      const ss58Prefix = api.registry.chainSS58
      if (ss58Prefix !== POLKADOT_DEVNET_SS58_PREFIX) {
        throw new Error(`The local Polkadot chain's SS58 prefix is ${ss58Prefix}, not 2.`)
      }
      const genesisHash = api.genesisHash.toHex()
      return {
        wsUrl: chopsticks.wsUrl,
        chain: (await api.rpc.system.chain()).toString(),
        genesisHash,
        caipNetworkId: toPolkadotCaipNetworkId(genesisHash),
        ss58Prefix,
        symbol: api.registry.chainTokens[0]!,
        decimals: api.registry.chainDecimals[0]!,
        accounts: [...POLKADOT_DEVNET_ADDRESSES],
        stop: chopsticks.stop,
      }
    } finally {
      await api.disconnect()
    }
  } catch (error) {
    await chopsticks.stop()
    throw error
  }
}
