import type { ChainAdapter } from '@latch/core'
import { expect, vi } from 'vitest'
import { listingOnlyAdapter, TEST_WALLET } from './listingOnlyAdapter'

interface PendingTransfer {
  to: string
  amount: bigint
  token?: string
  resolve: (hash: string) => void
  reject: (error: unknown) => void
}

/**
 * Test support only: the listing-only adapter plus a wallet whose transfers wait until the test
 * approves (a hash) or refuses them, a fixed fee estimate, and receipts that say `receipt` — so the
 * Send views can be seen pending, succeeding and failing. The real transfer is the evm adapter's
 * and the end-to-end specs' on anvil.
 *
 * @example
 * const wallet = transferAdapter()
 * ;(await wallet.nextTransfer()).resolve('0xabc…')
 */
export function transferAdapter({
  fee = 21_000_000_000_000n,
  receipt = 'success' as 'success' | 'reverted',
} = {}) {
  const transfers: PendingTransfer[] = []
  const adapter: ChainAdapter = {
    ...listingOnlyAdapter([TEST_WALLET]),
    estimateTransferFee: async () => fee,
    sendTransfer: ({ to, amount, token }) =>
      new Promise<string>((resolve, reject) => transfers.push({ to, amount, token, resolve, reject })),
    waitForTransactionReceipt: async ({ hash }) => ({ status: receipt, blockNumber: 1n, hash }),
  }
  return {
    adapter,
    async nextTransfer(): Promise<PendingTransfer> {
      await vi.waitFor(() => expect(transfers.length).toBeGreaterThan(0))
      return transfers.shift()!
    },
  }
}
