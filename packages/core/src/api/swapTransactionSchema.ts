import * as z from 'zod/mini'
import { baseUnitsSchema } from './swapInput'

/** A transaction the swap service built for the account to send: approve or swap. */
export interface SwapTransactionRequest {
  /** 0x address of the account. */
  from: string
  /** 0x address called: the token (approve) or the router (swap). */
  to: string
  data: string
  /** Wei sent along: the amount for a swap from the native currency, else 0. */
  value: bigint
  /** The gas limit the service estimated (or its fixed ceiling) and the gas price it read. */
  gas: bigint
  gasPrice: bigint
}

/** The `tx` both build routes answer, read into a `SwapTransactionRequest`. */
export const swapTransactionSchema = z.object({
  from: z.string(),
  to: z.string(),
  data: z.string().check(z.regex(/^0x[0-9a-fA-F]*$/)),
  value: baseUnitsSchema,
  eip155: z.object({ gas: baseUnitsSchema, gasPrice: baseUnitsSchema }),
})

/**
 * Flattens the wire `tx` (gas under `eip155`) into what the adapter sends.
 *
 * @example toSwapTransactionRequest(tx) // { from, to, data, value, gas, gasPrice }
 */
export function toSwapTransactionRequest(tx: z.infer<typeof swapTransactionSchema>): SwapTransactionRequest {
  const { from, to, data, value, eip155 } = tx
  return { from, to, data, value, gas: eip155.gas, gasPrice: eip155.gasPrice }
}
