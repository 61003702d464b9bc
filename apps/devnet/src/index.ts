export * from './accountAbstraction'
export { DEVNET_ADDRESSES, DEVNET_PRIVATE_KEYS } from './accounts'
export { mine, revert, setBalance, snapshot } from './anvilControl'
export * from './bitcoin'
export {
  BITCOIN_DEVNET_ACCOUNT_COUNT,
  type BitcoinDevnetAccount,
  type BitcoinDevnetKey,
  bitcoinDevnetAccount,
} from './bitcoinAccounts'
export { DEVNET_CHAINS, DEVNET_CURRENCY } from './chains'
export {
  type DevnetMessageNamespace,
  type DevnetMessageSigner,
  devnetMessageSigner,
} from './devnetMessageSigner'
export * from './farcaster'
export { findFreePort } from './findFreePort'
export * from './fixtures'
export {
  DEVNET_FRAME_DEMO_PORT,
  type EmbeddedWalletFrameChain,
  type StartEmbeddedWalletFrameParameters,
  type StartEmbeddedWalletFrameReturnType,
  startEmbeddedWalletFrame,
} from './frame/startEmbeddedWalletFrame'
export { driveIdentitySignIn, type IdentitySignIn } from './identity/driveIdentitySignIn'
export {
  DEVNET_IDENTITY_TOKEN_ENDPOINT_AUTH_METHOD,
  type DevnetIdentityClient,
} from './identity/identityClient'
export type {
  DevnetIdentityProviderId,
  DevnetIdentityProviderKind,
} from './identity/identityProviderDefinitions'
export { DEVNET_IDENTITY_USERS, type DevnetIdentityUser } from './identity/identityUsers'
export { type SocialProviderSetting, socialProvidersConfig } from './identity/socialProvidersConfig'
export {
  DEVNET_IDENTITY_DEMO_PORT,
  type DevnetIdentityProvider,
  type StartIdentityProviderParameters,
  type StartIdentityProviderReturnType,
  startIdentityProvider,
} from './identity/startIdentityProvider'
export {
  DEVNET_MAILBOX_DEMO_PORT,
  type StartMailboxParameters,
  type StartMailboxReturnType,
  startMailbox,
} from './mail/startMailbox'
export {
  DEVNET_SMTP_DEMO_PORT,
  MAIL_SINK_LIMIT,
  type MailSinkMessage,
  type StartMailSinkParameters,
  type StartMailSinkReturnType,
  startMailSink,
} from './mail/startMailSink'
export { toMalleableTwin } from './malleableTwin'
export { createNftCardSvg } from './metadata/createNftCardSvg'
export {
  DEVNET_METADATA_DEMO_PORT,
  type StartMetadataServerParameters,
  type StartMetadataServerReturnType,
  startMetadataServer,
} from './metadata/startMetadataServer'
export * from './onramp'
export * from './polkadot'
export * from './solana'
export { SOLANA_DEVNET_ADDRESSES, SOLANA_DEVNET_KEYS } from './solanaAccounts'
export { type StartAnvilParameters, type StartAnvilReturnType, startAnvil } from './startAnvil'
export {
  type DevnetChain,
  type DevnetFarcaster,
  type DevnetMail,
  type DevnetOnramp,
  type StartDevnetParameters,
  type StartDevnetReturnType,
  startDevnet,
} from './startDevnet'
export { type RpcProxy, type StartRpcProxyParameters, startRpcProxy } from './startRpcProxy'
export * from './walletconnect'
