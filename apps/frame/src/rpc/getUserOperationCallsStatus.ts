import { createClient, http, toHex } from 'viem'
import * as z from 'zod/mini'
import { type FrameChain, smartAccountChainOf } from '../chains/frameChain'
import { invalidParams } from './rpcErrors'
import { parseUserOperationBatchId } from './userOperationBatchId'

const hexSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/))
const hashSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/))

/** What we read of the bundler's `eth_getUserOperationReceipt` (ERC-4337's RPC), checked: it is outside input. */
const userOperationReceiptSchema = z.object({
  success: z.boolean(),
  logs: z.array(z.object({ address: hexSchema, data: hexSchema, topics: z.array(hashSchema) })),
  receipt: z.object({
    transactionHash: hashSchema,
    blockHash: hashSchema,
    blockNumber: hexSchema,
    gasUsed: hexSchema,
  }),
})

/**
 * `wallet_getCallsStatus` (EIP-5792 v2) for a batch the smart account sent as one user operation, read from
 * the bundler of the chain its id names: 100 until it has a receipt, 200 when its calls ran, 500 when they
 * reverted (atomically: all of them). The one receipt is the transaction that carried it, with the
 * operation's own logs. No 400: ERC-4337's RPC cannot tell a dropped operation from one being bundled (alto
 * answers `eth_getUserOperationByHash` with null for both), so one the bundler never includes stays 100.
 *
 * @example const { status, receipts } = await getUserOperationCallsStatus(chains, id)
 */
export async function getUserOperationCallsStatus(
  chains: readonly FrameChain[],
  id: string,
): Promise<Record<string, unknown>> {
  const batch = parseUserOperationBatchId(id)
  const chain = chains.find((candidate) => candidate.id === batch?.chainId)
  const smart = chain && smartAccountChainOf(chain)
  if (!batch || !smart) throw invalidParams('wallet_getCallsStatus wants the id wallet_sendCalls answered')
  const bundler = createClient({ transport: http(smart.bundlerUrl, { retryCount: 0 }) })
  const answer = { version: '2.0.0', id, chainId: toHex(smart.id), atomic: true }
  const found: unknown = await bundler.request({
    method: 'eth_getUserOperationReceipt',
    params: [batch.userOpHash],
  } as never)
  if (found === null) return { ...answer, status: 100 }
  const { success, logs, receipt } = userOperationReceiptSchema.parse(found)
  return {
    ...answer,
    status: success ? 200 : 500,
    receipts: [
      {
        logs: logs.map(({ address, data, topics }) => ({ address, data, topics })),
        status: success ? '0x1' : '0x0',
        blockHash: receipt.blockHash,
        blockNumber: receipt.blockNumber,
        gasUsed: receipt.gasUsed,
        transactionHash: receipt.transactionHash,
      },
    ],
  }
}
