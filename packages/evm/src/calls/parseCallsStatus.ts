import type { CallsStatus, CallsStatusName } from '@latch/core'

/** EIP-5792's status codes by their hundreds. */
const STATUS_NAMES: Record<number, CallsStatusName> = {
  1: 'pending',
  2: 'confirmed',
  4: 'failed',
  5: 'reverted',
  6: 'partiallyReverted',
}

const HASH = /^0x[0-9a-fA-F]{64}$/

// Plain checks rather than zod, as in parseCapabilities: this chunk stays out of the first load.
type Receipt = { transactionHash: string; status?: unknown }
const isReceipt = (value: unknown): value is Receipt =>
  typeof value === 'object' &&
  value !== null &&
  typeof Reflect.get(value, 'transactionHash') === 'string' &&
  HASH.test(Reflect.get(value, 'transactionHash') as string)

/**
 * Reads a wallet's `wallet_getCallsStatus` answer (EIP-5792 v2): the status by its code's hundreds, a
 * receipt's status '0x1' as success and anything else as reverted. `undefined` for an answer outside the
 * standard (no integer status from 100 to 699, a code of 3xx, a malformed receipt).
 *
 * @example
 * parseCallsStatus({ status: 200, atomic: true, receipts: [{ transactionHash, status: '0x1' }] })?.status // 'confirmed'
 */
export function parseCallsStatus(answer: unknown): CallsStatus | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined
  const { status: code, atomic, receipts = [] } = answer as Record<string, unknown>
  if (typeof code !== 'number' || !Number.isInteger(code)) return undefined
  const status = STATUS_NAMES[Math.floor(code / 100)]
  if (!status || code > 699) return undefined
  if (!Array.isArray(receipts) || !receipts.every(isReceipt)) return undefined
  return {
    status,
    statusCode: code,
    atomic: atomic === true,
    receipts: receipts.map((receipt) => ({
      transactionHash: receipt.transactionHash,
      status: receipt.status === '0x1' ? 'success' : 'reverted',
    })),
  }
}
