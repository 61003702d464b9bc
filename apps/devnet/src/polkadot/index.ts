export {
  POLKADOT_DEVNET_ADDRESSES,
  POLKADOT_DEVNET_SS58_PREFIX,
  POLKADOT_DEVNET_START_BALANCE,
  POLKADOT_DEVNET_URIS,
} from './polkadotAccounts'
export { type ChopsticksProcess, type SpawnChopsticksParameters, spawnChopsticks } from './spawnChopsticks'
export {
  type DevnetPolkadot,
  POLKADOT_DEVNET_DEMO_PORT,
  type StartDevnetPolkadotParameters,
  type StartDevnetPolkadotReturnType,
  startDevnetPolkadot,
} from './startDevnetPolkadot'
export { type PolkadotCaipNetworkId, toPolkadotCaipNetworkId } from './toPolkadotCaipNetworkId'
