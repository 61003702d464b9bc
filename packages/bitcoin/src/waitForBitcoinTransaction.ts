import { type TransactionReceipt, TransactionReceiptError } from '@latch/core'
import type { BitcoinServices } from './bitcoinServices'

/** How long `waitForTransactionReceipt` waits by default: an hour, six blocks on mainnet. */
export const BITCOIN_RECEIPT_TIMEOUT_MS = 60 * 60_000

/** How often the services are asked by default. */
export const BITCOIN_RECEIPT_POLL_MS = 1_000

/**
 * Polls the services until `txid` is in a block; resolves a receipt with the block's height (a Bitcoin
 * transaction that is mined has succeeded: there is no revert). Rejects with `TransactionReceiptError`
 * after `timeoutMs`, or when the services cannot say.
 *
 * @example
 * const receipt = await waitForBitcoinTransaction(services, { txid, timeoutMs: 60_000, pollMs: 1_000 })
 */
export async function waitForBitcoinTransaction(
  services: BitcoinServices,
  { txid, timeoutMs, pollMs }: { txid: string; timeoutMs: number; pollMs: number },
): Promise<TransactionReceipt> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    let status: Awaited<ReturnType<BitcoinServices['getStatus']>>
    try {
      status = await services.getStatus(txid)
    } catch (error) {
      throw new TransactionReceiptError({ details: `The status of ${txid} cannot be read.`, cause: error })
    }
    if (status.status === 'confirmed') {
      return { status: 'success', blockNumber: BigInt(status.blockHeight), hash: txid }
    }
    if (Date.now() + pollMs > deadline) {
      throw new TransactionReceiptError({ details: `${txid} was not mined within ${timeoutMs} ms.` })
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}
