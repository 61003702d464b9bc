import { type Address, type Hex, hexToBigInt } from 'viem'
import type { PaymasterUserOperation } from './getPaymasterHash'
import type { RpcUserOperation } from './paymasterRpcSchemas'
import { PAYMASTER_POST_OP_GAS_LIMIT, PAYMASTER_VERIFICATION_GAS_LIMIT } from './sponsorshipPolicy'

const toBigInt = (value: string | undefined) => (value === undefined ? undefined : hexToBigInt(value as Hex))

/**
 * The operation of an ERC-7677 request as the paymaster checks and signs it: numbers as bigints, and the
 * paymaster's own gas limits the service's (`PAYMASTER_VERIFICATION_GAS_LIMIT`, `PAYMASTER_POST_OP_GAS_LIMIT`),
 * whatever the request carried.
 *
 * @example const operation = toPaymasterUserOperation(params[0])
 */
export function toPaymasterUserOperation(userOperation: RpcUserOperation): PaymasterUserOperation {
  return {
    sender: userOperation.sender as Address,
    nonce: hexToBigInt(userOperation.nonce as Hex),
    callData: userOperation.callData as Hex,
    factory: userOperation.factory as Address | undefined,
    factoryData: userOperation.factoryData as Hex | undefined,
    callGasLimit: toBigInt(userOperation.callGasLimit),
    verificationGasLimit: toBigInt(userOperation.verificationGasLimit),
    preVerificationGas: toBigInt(userOperation.preVerificationGas),
    maxFeePerGas: toBigInt(userOperation.maxFeePerGas),
    maxPriorityFeePerGas: toBigInt(userOperation.maxPriorityFeePerGas),
    paymasterVerificationGasLimit: PAYMASTER_VERIFICATION_GAS_LIMIT,
    paymasterPostOpGasLimit: PAYMASTER_POST_OP_GAS_LIMIT,
  }
}
