import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { encodePaymasterData } from './encodePaymasterData'
import { type GetPaymasterHashParameters, getPaymasterHash } from './getPaymasterHash'

export interface SignPaymasterDataParameters extends GetPaymasterHashParameters {
  /** The paymaster's signer, e.g. `DEVNET_PAYMASTER_SIGNER_KEY`. */
  signerKey: Hex
}

/**
 * The `paymasterData` with which `LatchVerifyingPaymaster` pays for `userOperation`: the signer's approval
 * (EIP-191 over `getPaymasterHash`) with its time window. What the services will answer to ERC-7677's
 * `pm_getPaymasterData`; the operation's gas limits must be final, since the approval covers them.
 *
 * @example
 * const paymasterData = await signPaymasterData({
 *   chainId: 31337,
 *   paymaster: DEVNET_PAYMASTER_ADDRESS,
 *   userOperation,
 *   validUntil: Math.floor(Date.now() / 1000) + 600,
 *   validAfter: 0,
 *   signerKey: DEVNET_PAYMASTER_SIGNER_KEY,
 * })
 */
export async function signPaymasterData(params: SignPaymasterDataParameters): Promise<Hex> {
  const { signerKey, ...hashParameters } = params
  const signature = await privateKeyToAccount(signerKey).signMessage({
    message: { raw: getPaymasterHash(hashParameters) },
  })
  return encodePaymasterData({ validUntil: params.validUntil, validAfter: params.validAfter, signature })
}
