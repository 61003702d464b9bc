export { type DevnetOnrampSettings, devnetOnrampSettings } from './devnetOnrampSettings'
export {
  DEVNET_ONRAMP_TREASURY,
  DEVNET_ONRAMP_TREASURY_FLOAT,
  fundOnrampTreasury,
} from './fundOnrampTreasury'
export { SANDBOX_TEST_CARDS, type SandboxCardOutcome } from './sandboxCards'
export { SANDBOX_SIGNATURE_HEADER, signSandboxWebhook } from './signSandboxWebhook'
export {
  DEVNET_ONRAMP_DEMO_PORT,
  DEVNET_ONRAMP_PUBLIC_KEY,
  type OnrampSandboxChain,
  type SandboxPurchase,
  type StartOnrampSandboxParameters,
  type StartOnrampSandboxReturnType,
  startOnrampSandbox,
} from './startOnrampSandbox'
