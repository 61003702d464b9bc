import type { PaymasterUserOperation } from './getPaymasterHash'
import { PAYMASTER_RPC_ERROR_CODES, PaymasterRpcError } from './paymasterRpcErrors'
import type { SponsorshipLimits } from './sponsorshipLimits'

const GAS_CAPS = [
  ['callGasLimit', 'maxCallGasLimit'],
  ['verificationGasLimit', 'maxVerificationGasLimit'],
  ['preVerificationGas', 'maxPreVerificationGas'],
] as const

const aboveCaps = (message: string, dataCode: 'GAS_LIMIT_ABOVE_CAP' | 'FEE_ABOVE_CAP') =>
  new PaymasterRpcError(
    PAYMASTER_RPC_ERROR_CODES.OPERATION_ABOVE_CAPS,
    `Operation above the caps: ${message}`,
    dataCode,
  )

/** Hundredths as the operator wrote them: 200 → '2', 125 → '1.25'. */
const formatPercent = (percent: bigint) => (Number(percent) / 100).toString()

/**
 * The highest `maxFeePerGas` the paymaster signs while the chain's base fee is `baseFee`: base fee ×
 * `baseFeeMultiplier` + the tip cap.
 *
 * @example maxFeePerGasNow(limits, 1_000_000_000n) // 4_000_000_000n with the defaults
 */
export function maxFeePerGasNow(limits: SponsorshipLimits, baseFee: bigint): bigint {
  return (baseFee * limits.baseFeeMultiplierPercent) / 100n + limits.maxPriorityFeePerGas
}

/**
 * Refuses (-32002) an operation whose gas limits or fees the paymaster would not pay: a gas limit above its
 * cap (GAS_LIMIT_ABOVE_CAP), a tip above the tip cap or a fee above `maxFeePerGasNow` (FEE_ABOVE_CAP). A field
 * the operation lacks (a stub request's, before estimation) is not checked; the final request has them all.
 * The paymaster's own gas limits are the service's, not the caller's (`toPaymasterUserOperation`).
 *
 * @example
 * checkOperationCaps(operation, paymaster.limits, await readBaseFee(client))
 */
export function checkOperationCaps(
  operation: Partial<PaymasterUserOperation>,
  limits: SponsorshipLimits,
  baseFee: bigint,
): void {
  for (const [field, cap] of GAS_CAPS) {
    const value = operation[field]
    if (value !== undefined && value > limits[cap]) {
      throw aboveCaps(
        `${field} ${value} is above this paymaster's cap of ${limits[cap]}.`,
        'GAS_LIMIT_ABOVE_CAP',
      )
    }
  }
  const tip = operation.maxPriorityFeePerGas
  if (tip !== undefined && tip > limits.maxPriorityFeePerGas) {
    throw aboveCaps(
      `maxPriorityFeePerGas ${tip} wei is above this paymaster's tip cap of ${limits.maxPriorityFeePerGas} wei.`,
      'FEE_ABOVE_CAP',
    )
  }
  const fee = operation.maxFeePerGas
  const feeCap = maxFeePerGasNow(limits, baseFee)
  if (fee !== undefined && fee > feeCap) {
    throw aboveCaps(
      `maxFeePerGas ${fee} wei is above what this paymaster pays now (${feeCap} wei: the base fee × ${formatPercent(limits.baseFeeMultiplierPercent)} plus ${limits.maxPriorityFeePerGas} wei).`,
      'FEE_ABOVE_CAP',
    )
  }
}
