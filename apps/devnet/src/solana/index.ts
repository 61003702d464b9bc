export { type DevnetSolanaMint, deploySolanaFixtures } from './deploySolanaFixtures'
export { type DevnetSolanaSettings, devnetSolanaSettings } from './devnetSolanaSettings'
export { type SendSolanaTransactionParameters, sendSolanaTransaction } from './sendSolanaTransaction'
export {
  SOLANA_DEVNET_HISTORY,
  SOLANA_DEVNET_MINTS,
  SOLANA_DEVNET_SOL_USD,
  SOLANA_DEVNET_START_LAMPORTS,
  SOLANA_FIXTURE_HOLDERS,
  type SolanaHistoryTransfer,
  type SolanaMintDefinition,
} from './solanaFixtureDefinitions'
export {
  type DevnetSolana,
  type StartDevnetSolanaParameters,
  type StartDevnetSolanaReturnType,
  startDevnetSolana,
} from './startDevnetSolana'
export {
  SOLANA_DEVNET_DEMO_PORTS,
  type StartSolanaValidatorParameters,
  type StartSolanaValidatorReturnType,
  startSolanaValidator,
} from './startSolanaValidator'
export { type SolanaCaipNetworkId, toSolanaCaipNetworkId } from './toSolanaCaipNetworkId'
