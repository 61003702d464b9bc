import { type Address, type Hex, hexToBigInt, numberToHex } from 'viem'
import type { ConfiguredPaymaster } from './configurePaymasters'
import type { PaymasterUserOperation } from './getPaymasterHash'
import type { PaymasterDataResult, RpcUserOperation } from './paymasterRpcSchemas'
import { signPaymasterData } from './signPaymasterData'
import {
  PAYMASTER_POST_OP_GAS_LIMIT,
  PAYMASTER_VERIFICATION_GAS_LIMIT,
  type SponsorshipWindow,
} from './sponsorshipPolicy'

const toBigInt = (value: string | undefined) => (value === undefined ? undefined : hexToBigInt(value as Hex))

/**
 * ERC-7677's `pm_getPaymasterData` answer: `paymasterData` signed by the chain's paymaster signer over the
 * hash its contract checks (`getPaymasterHash`), for the operation with the paymaster's own gas limits
 * (whatever the request carried: the answer names them, and the signature covers exactly those).
 *
 * @example
 * const result = await signPaymasterResult(paymasters.get(31337)!, userOperation, toSponsorshipWindow(Date.now()))
 */
export async function signPaymasterResult(
  paymaster: ConfiguredPaymaster,
  userOperation: RpcUserOperation,
  window: SponsorshipWindow,
): Promise<PaymasterDataResult> {
  const operation: PaymasterUserOperation = {
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
  const paymasterData = await signPaymasterData({
    chainId: paymaster.chainId,
    paymaster: paymaster.paymaster,
    userOperation: operation,
    ...window,
    signer: paymaster.signer,
  })
  return {
    paymaster: paymaster.paymaster,
    paymasterData,
    paymasterVerificationGasLimit: numberToHex(PAYMASTER_VERIFICATION_GAS_LIMIT),
    paymasterPostOpGasLimit: numberToHex(PAYMASTER_POST_OP_GAS_LIMIT),
  }
}
