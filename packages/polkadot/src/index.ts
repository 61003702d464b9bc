export { createPolkadotAdapter, type PolkadotAdapterOptions } from './createPolkadotAdapter'
export { type DecodedPolkadotAddress, decodePolkadotAddress } from './decodePolkadotAddress'
export { encodePolkadotAddress } from './encodePolkadotAddress'
export { disconnectPolkadotApis } from './getPolkadotApi'
export { isPolkadotAddress } from './isPolkadotAddress'
export type {
  InjectedAccount,
  InjectedExtension,
  InjectedSigner,
  InjectedWeb3Entry,
  InjectedWeb3Target,
  SignerPayloadJson,
  SignerPayloadRaw,
  SignerResult,
} from './polkadotExtension'
export { type PolkadotAccount, toPolkadotAccount } from './toPolkadotAccount'
export { type PolkadotAccountData, toSpendableBalance } from './toSpendableBalance'
