import { type Network, type TransactionReceipt, TransactionReceiptError } from '@latch/core'
import * as z from 'zod/mini'
import type { RpcClient } from './createRpcClient'
import { describeAnswer } from './describeAnswer'
import { parseTransactionHash } from './parseTransactionHash'

/** How long to wait for a transaction to be mined before giving up (viem's default too). */
const RECEIPT_TIMEOUT_MS = 180_000
/** Between two receipt reads while the transaction is pending. */
const RECEIPT_POLL_MS = 1_000

const receiptSchema = z.object({
  status: z.enum(['0x1', '0x0']),
  blockNumber: z.string().check(z.regex(/^0x[0-9a-fA-F]{1,16}$/)),
  transactionHash: z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/)),
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Waits, over the network's RPC (`client`, see `createRpcClient`), until transaction `hash` is
 * mined and reports its status and block. Reads `eth_getTransactionReceipt` every second (a plain
 * request keeps the transport's batching and retries; viem's waitForTransactionReceipt action would
 * add about 4 kB of block watching we do not need). Any failure (bad hash, RPC down after the
 * transport's retries, a malformed receipt, not mined within `timeoutMs`) is a
 * `TransactionReceiptError` carrying the cause.
 *
 * @example
 * const { status, blockNumber } = await waitForReceipt(createRpcClient(network.rpcUrl), { hash, network })
 */
export async function waitForReceipt(
  client: RpcClient,
  {
    hash,
    network,
    timeoutMs = RECEIPT_TIMEOUT_MS,
    pollMs = RECEIPT_POLL_MS,
  }: { hash: string; network: Network; timeoutMs?: number; pollMs?: number },
): Promise<TransactionReceipt> {
  const txHash = parseTransactionHash(hash)
  if (!txHash) throw new TransactionReceiptError({ details: `${hash} is not a 32-byte transaction hash.` })
  const deadline = Date.now() + timeoutMs
  for (;;) {
    let answer: unknown
    try {
      answer = await client.request({ method: 'eth_getTransactionReceipt', params: [txHash] })
    } catch (cause) {
      throw new TransactionReceiptError({
        // The first line only: viem's later lines name the RPC URL, which may embed an API key.
        details: `Reading the receipt of ${txHash} on ${network.caipNetworkId} failed: ${cause instanceof Error ? cause.message.split('\n')[0] : String(cause)}`,
        cause,
      })
    }
    if (answer !== null) {
      const receipt = receiptSchema.safeParse(answer)
      if (!receipt.success) {
        throw new TransactionReceiptError({
          details: `The node answered eth_getTransactionReceipt with ${describeAnswer(answer)}.`,
        })
      }
      const { status, blockNumber, transactionHash } = receipt.data
      return {
        status: status === '0x1' ? 'success' : 'reverted',
        blockNumber: BigInt(blockNumber),
        hash: transactionHash,
      }
    }
    if (Date.now() + pollMs > deadline) {
      throw new TransactionReceiptError({
        details: `${txHash} was not mined on ${network.caipNetworkId} within ${timeoutMs / 1000} s.`,
      })
    }
    await sleep(pollMs)
  }
}
