import type { CallsStatus } from '../calls/types'
import { InvalidInputError } from '../errors/input'
import { TransactionReceiptError } from '../errors/transaction'
import type { Latch } from '../latch'
import { type GetCallsStatusErrorType, getCallsStatus } from './getCallsStatus'
import { refreshDeployment } from './refreshDeployment'
import { reportActionError } from './reportActionError'

export interface WaitForCallsStatusParameters {
  /** The id `sendCalls` answered. */
  id: string
  /** Between two asks, in ms (default 1000). */
  pollIntervalMs?: number
  /** Gives up after this long, in ms (default 60 000). */
  timeoutMs?: number
}

/** The batch's final status: confirmed, failed, reverted or partly reverted. */
export type WaitForCallsStatusReturnType = CallsStatus

/** What `waitForCallsStatus` rejects with: no id, still pending after `timeoutMs`, or what `getCallsStatus` does. */
export type WaitForCallsStatusErrorType =
  | InvalidInputError
  | TransactionReceiptError
  | GetCallsStatusErrorType

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Asks the wallet for the batch's status until it is no longer pending, and resolves that status
 * (confirmed, failed, reverted or partly reverted: look at `status`); a counterfactual smart account that
 * a mined batch deployed has its type facts read again. Rejects with
 * `TransactionReceiptError` when it is still pending after `timeoutMs`.
 *
 * @example
 * const { id } = await sendCalls(latch, { calls })
 * const { status } = await waitForCallsStatus(latch, { id }) // 'confirmed'
 */
export async function waitForCallsStatus(
  latch: Latch,
  parameters: WaitForCallsStatusParameters,
): Promise<WaitForCallsStatusReturnType> {
  const { id, pollIntervalMs = 1_000, timeoutMs = 60_000 } = parameters ?? {}
  for (const [field, value] of [
    ['pollIntervalMs', pollIntervalMs],
    ['timeoutMs', timeoutMs],
  ] as const) {
    if (!Number.isFinite(value) || value <= 0) {
      throw reportActionError(latch, new InvalidInputError(field, 'a positive number of ms is required'))
    }
  }
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = await getCallsStatus(latch, { id })
    if (found.status !== 'pending') {
      if (found.receipts.length > 0) refreshDeployment(latch)
      return found
    }
    if (Date.now() + pollIntervalMs > deadline) {
      throw reportActionError(
        latch,
        new TransactionReceiptError({ details: `The batch ${id} was still pending after ${timeoutMs} ms.` }),
      )
    }
    await sleep(pollIntervalMs)
  }
}
