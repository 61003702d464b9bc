import { numberToHex } from 'viem'
import type { ConfiguredPaymaster } from './configurePaymasters'
import type { PaymasterUserOperation } from './getPaymasterHash'
import type { PaymasterDataResult } from './paymasterRpcSchemas'
import { signPaymasterData } from './signPaymasterData'
import type { SponsorshipWindow } from './sponsorshipPolicy'

/**
 * ERC-7677's `pm_getPaymasterData` answer: `paymasterData` signed by the chain's paymaster signer over the
 * hash its contract checks (`getPaymasterHash`), for the operation with the paymaster's own gas limits
 * (`toPaymasterUserOperation`: the answer names them, and the signature covers exactly those).
 *
 * @example
 * const result = await signPaymasterResult(paymasters.get(31337)!, toPaymasterUserOperation(rpc), toSponsorshipWindow(Date.now()))
 */
export async function signPaymasterResult(
  paymaster: ConfiguredPaymaster,
  operation: PaymasterUserOperation,
  window: SponsorshipWindow,
): Promise<PaymasterDataResult> {
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
    paymasterVerificationGasLimit: numberToHex(operation.paymasterVerificationGasLimit ?? 0n),
    paymasterPostOpGasLimit: numberToHex(operation.paymasterPostOpGasLimit ?? 0n),
  }
}
