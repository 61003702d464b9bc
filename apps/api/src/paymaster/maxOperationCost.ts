import type { PaymasterUserOperation } from './getPaymasterHash'

/**
 * The most the EntryPoint can charge the paymaster's deposit for the operation (v0.8's `requiredPrefund`):
 * every gas limit, the paymaster's own included, × `maxFeePerGas`. What an approval reserves of the budgets,
 * whatever the operation ends up using.
 *
 * @example maxOperationCost({ callGasLimit: 100_000n, verificationGasLimit: 500_000n, … }) // wei
 */
export function maxOperationCost(
  operation: Pick<
    PaymasterUserOperation,
    | 'callGasLimit'
    | 'verificationGasLimit'
    | 'preVerificationGas'
    | 'paymasterVerificationGasLimit'
    | 'paymasterPostOpGasLimit'
    | 'maxFeePerGas'
  >,
): bigint {
  const gas =
    (operation.callGasLimit ?? 0n) +
    (operation.verificationGasLimit ?? 0n) +
    (operation.preVerificationGas ?? 0n) +
    (operation.paymasterVerificationGasLimit ?? 0n) +
    (operation.paymasterPostOpGasLimit ?? 0n)
  return gas * (operation.maxFeePerGas ?? 0n)
}
