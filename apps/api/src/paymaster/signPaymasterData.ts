import type { Hex, LocalAccount } from 'viem'
import { encodePaymasterData } from './encodePaymasterData'
import { type GetPaymasterHashParameters, getPaymasterHash } from './getPaymasterHash'

export interface SignPaymasterDataParameters extends GetPaymasterHashParameters {
  /**
   * The paymaster's signer, its `verifyingSigner`: an account that signs (`privateKeyToAccount(key)`, or one
   * backed by a key store), so the key itself never travels with the request.
   */
  signer: Pick<LocalAccount, 'signMessage'>
}

/**
 * The `paymasterData` with which `LatchVerifyingPaymaster` pays for `userOperation`: the signer's approval
 * (EIP-191 over `getPaymasterHash`) with its time window. What the services answer to ERC-7677's
 * `pm_getPaymasterData`; the operation's gas limits must be final, since the approval covers them.
 *
 * @example
 * const paymasterData = await signPaymasterData({
 *   chainId: 31337,
 *   paymaster: '0xEceB012b983d7f6e3DFB56B56dc91bbEb722C644',
 *   userOperation,
 *   validUntil: Math.floor(Date.now() / 1000) + 600,
 *   validAfter: 0,
 *   signer: privateKeyToAccount(signerKey),
 * })
 */
export async function signPaymasterData(params: SignPaymasterDataParameters): Promise<Hex> {
  const { signer, ...hashParameters } = params
  const signature = await signer.signMessage({ message: { raw: getPaymasterHash(hashParameters) } })
  return encodePaymasterData({ validUntil: params.validUntil, validAfter: params.validAfter, signature })
}
