export {
  DEVNET_ACCOUNT_FACTORY_ADDRESS,
  DEVNET_ENTRY_POINT_ADDRESS,
  DEVNET_PAYMASTER_ADDRESS,
  DEVNET_SMART_ACCOUNT_IMPLEMENTATION_ADDRESS,
} from './accountAbstractionAddresses'
export {
  DEVNET_ACCOUNT_ABSTRACTION_OPERATOR_KEY,
  DEVNET_BUNDLER_EXECUTOR_KEY,
  DEVNET_BUNDLER_UTILITY_KEY,
  DEVNET_PAYMASTER_DEPOSIT_WEI,
  DEVNET_PAYMASTER_MAX_COST_WEI,
  DEVNET_PAYMASTER_MAX_FEE_PER_GAS,
  DEVNET_PAYMASTER_SIGNER_KEY,
} from './accountAbstractionKeys'
export { type DeployAccountAbstractionReturnType, deployAccountAbstraction } from './deployAccountAbstraction'
export {
  DEVNET_PAYMASTER_SPONSOR_NAME,
  type DevnetPaymasterSetting,
  devnetPaymasterSettings,
} from './devnetPaymasterSettings'
export {
  type StartAccountAbstractionParameters,
  type StartAccountAbstractionReturnType,
  startAccountAbstraction,
} from './startAccountAbstraction'
export { type StartBundlerParameters, type StartBundlerReturnType, startBundler } from './startBundler'
export { devnetSmartAccountSalt, toDevnetSmartAccount } from './toDevnetSmartAccount'
