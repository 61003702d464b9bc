import type { Latch } from '../createLatch'
import { LatchError } from '../errors/LatchError'
import type { SendFee } from '../store/state'
import { reportActionError } from './reportActionError'

export type EstimateSendFeeReturnType = SendFee | undefined

/** `estimateSendFee` never rejects: its outcome is `send.feeStatus`. */
export type EstimateSendFeeErrorType = never

/**
 * Estimates the network fee of the transfer in the Send form through the adapter's
 * `estimateTransferFee` into `send.fee` (formatted with the native currency's decimals), or
 * `send.feeStatus: 'error'` when it cannot (no estimate in the adapter, the node refused).
 * An estimate for a form that changed meanwhile is dropped.
 *
 * @example const fee = await estimateSendFee(latch) // { value: 21000000000000n, formatted: '0.000', symbol: 'ETH' }
 */
export async function estimateSendFee(latch: Latch): Promise<EstimateSendFeeReturnType> {
  throw reportActionError(latch, new LatchError('NOT_IMPLEMENTED', 'estimateSendFee is not implemented yet'))
}
