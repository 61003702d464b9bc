export { DEVNET_ADDRESSES, DEVNET_PRIVATE_KEYS } from './accounts'
export { mine, revert, setBalance, snapshot } from './anvilControl'
export { DEVNET_CHAINS, DEVNET_CURRENCY } from './chains'
export * from './fixtures'
export { toMalleableTwin } from './malleableTwin'
export { createNftCardSvg } from './metadata/createNftCardSvg'
export {
  DEVNET_METADATA_DEMO_PORT,
  type StartMetadataServerParameters,
  type StartMetadataServerReturnType,
  startMetadataServer,
} from './metadata/startMetadataServer'
export { type StartAnvilParameters, type StartAnvilReturnType, startAnvil } from './startAnvil'
export {
  type DevnetChain,
  type StartDevnetParameters,
  type StartDevnetReturnType,
  startDevnet,
} from './startDevnet'
export * from './walletconnect'
