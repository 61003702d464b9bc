// `@latch/services/paymaster`: the operator's side of the verifying paymaster (what its signer approves), for the
// services' ERC-7677 route and for whoever else sends sponsored operations (the devnet's tests). viem only.
export {
  type EncodePaymasterDataParameters,
  encodePaymasterData,
  PAYMASTER_STUB_SIGNATURE,
} from './encodePaymasterData'
export {
  type GetPaymasterHashParameters,
  getPaymasterHash,
  type PaymasterUserOperation,
} from './getPaymasterHash'
export { type SignPaymasterDataParameters, signPaymasterData } from './signPaymasterData'
