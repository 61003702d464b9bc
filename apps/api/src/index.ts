export { createApp, OPENAPI_INFO } from './createApp'
export * from './db'
export { DEMO_PROJECT_ID, demoProject } from './demoProject'
export { API_ERROR_STATUS, ApiError, type ApiErrorBody, type ApiErrorCode } from './http/errors'
export type {
  ApiApp,
  ApiChain,
  ApiEnv,
  AppDeps,
  RateLimitConfig,
  SolanaCluster,
  SolanaSettings,
} from './http/types'
export * from './indexer'
export { type CreateSmtpMailerParameters, createSmtpMailer } from './mail/createSmtpMailer'
export type { Mailer, MailMessage } from './mail/types'
export { DEFAULT_NAME_SUFFIX } from './names/nameRules'
export * from './onramp'
export {
  type ConfiguredPaymaster,
  configurePaymasters,
  type PaymasterConfig,
  PaymastersConfigSchema,
} from './paymaster/configurePaymasters'
export { PAYMASTER_DENIAL_CODES, PAYMASTER_RPC_ERROR_CODES } from './paymaster/paymasterRpcErrors'
export { SPONSORSHIP_LIMIT_DEFAULTS, type SponsorshipLimits } from './paymaster/sponsorshipLimits'
export {
  PAYMASTER_POST_OP_GAS_LIMIT,
  PAYMASTER_VERIFICATION_GAS_LIMIT,
  SPONSORSHIP_VALIDITY_SECONDS,
} from './paymaster/sponsorshipPolicy'
export type { PriceEntry, PriceTable } from './prices/types'
export * from './projects'
export * from './registry'
export { NATIVE_TOKEN_ADDRESS } from './routes/postFungiblePrice'
export { type CreateSessionParameters, createSession, issueSiwxNonce, signInWithSiwx } from './sessions'
export {
  type ConfiguredSocialProvider,
  configureSocialProviders,
  type SocialProviderConfig,
  SocialProvidersConfigSchema,
} from './social/configureSocialProviders'
export {
  type StartApiServerParameters,
  type StartApiServerReturnType,
  startApiServer,
} from './startApiServer'
export { SWAP_NATIVE_TOKEN_ADDRESS } from './swap/swapNativeToken'
export type { SwapChainSettings, SwapSettings } from './swap/types'
