import { type Address, encodeAbiParameters, type Hash, hexToBigInt, keccak256, slice } from 'viem'
import { toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'

/**
 * The fields of a user operation (EntryPoint v0.8) the paymaster's signer approves: all but its signature and
 * the paymaster data itself, gas limits and fees included (final, as after gas estimation). Optional as in
 * ERC-7677's `pm_getPaymasterData` request; a missing one counts as zero, as the operation is packed.
 */
export type PaymasterUserOperation = Pick<UserOperation<'0.8'>, 'sender' | 'nonce' | 'callData'> &
  Partial<
    Pick<
      UserOperation<'0.8'>,
      | 'factory'
      | 'factoryData'
      | 'callGasLimit'
      | 'verificationGasLimit'
      | 'preVerificationGas'
      | 'maxFeePerGas'
      | 'maxPriorityFeePerGas'
      | 'paymasterVerificationGasLimit'
      | 'paymasterPostOpGasLimit'
    >
  >

export interface GetPaymasterHashParameters {
  chainId: number
  /** The verifying paymaster's address (the hash names it, so an approval is for one paymaster only). */
  paymaster: Address
  userOperation: PaymasterUserOperation
  /** Last second (Unix time) the approval holds; 0: no end. */
  validUntil: number
  /** First second (Unix time) the approval holds. */
  validAfter: number
}

/**
 * What `LatchVerifyingPaymaster.getHash(userOp, validUntil, validAfter)` answers on chain, computed off chain
 * from the operation as viem packs it (the reference VerifyingPaymaster's hash).
 *
 * @example
 * const hash = getPaymasterHash({ chainId: 31337, paymaster, userOperation, validUntil: 0, validAfter: 0 })
 */
export function getPaymasterHash(params: GetPaymasterHashParameters): Hash {
  const { userOperation } = params
  // Packed with empty paymaster data: its gas limits are what the hash takes of `paymasterAndData`.
  const packed = toPackedUserOperation({
    ...userOperation,
    signature: '0x',
    paymaster: params.paymaster,
    paymasterData: '0x',
  } as UserOperation<'0.8'>)
  return keccak256(
    encodeAbiParameters(
      [
        { type: 'address' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'address' },
        { type: 'uint48' },
        { type: 'uint48' },
      ],
      [
        packed.sender,
        packed.nonce,
        keccak256(packed.initCode),
        keccak256(packed.callData),
        packed.accountGasLimits,
        hexToBigInt(slice(packed.paymasterAndData, 20, 52)),
        packed.preVerificationGas,
        packed.gasFees,
        BigInt(params.chainId),
        params.paymaster,
        params.validUntil,
        params.validAfter,
      ],
    ),
  )
}
