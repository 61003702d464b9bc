import type { ChainAdapter, TransactionReceipt } from '../adapter'
import { UserRejectedRequestError } from '../errors/rpc'
import { listingAdapter } from './connectTestLatch'

/**
 * Test support only: a wallet that records what it is asked to send; receipts say `receipts` in turn,
 * and `reject` makes it refuse like a person would (4001).
 *
 * @example const wallet = swapWallet({ receipts: ['reverted'] })
 */
export function swapWallet({ receipts = [] as TransactionReceipt['status'][], reject = false } = {}) {
  const sent: { to: string; data?: string; value?: bigint }[] = []
  const adapter: ChainAdapter = {
    ...listingAdapter(),
    sendTransaction: async ({ to, data, value }) => {
      if (reject) throw new UserRejectedRequestError()
      sent.push({ to, data, value })
      return `0x${String(sent.length).padStart(64, '0')}`
    },
    waitForTransactionReceipt: async ({ hash }) => ({
      status: receipts.shift() ?? 'success',
      blockNumber: 1n,
      hash,
    }),
  }
  return { adapter, sent }
}
