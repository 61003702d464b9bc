import { FrameChannelError } from '@latch/frame-protocol'
import {
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  isAddress,
  isHex,
  type PrivateKeyAccount,
  toHex,
} from 'viem'
import type { FrameChain } from '../chains/frameChain'
import { phrase } from '../i18n/phrase'
import type { ApprovalRequest } from './approvalQueue'
import { numberedCallLines } from './callLines'
import { invalidParams } from './rpcErrors'

/** A batch's hashes fit EIP-5792's 4096-byte id: 32 calls of 32 bytes. */
const MAX_CALLS = 32

interface Call {
  to: Hex
  value?: Hex
  data?: Hex
}

/** EIP-5792's calls, checked: each with a `to` address, hex `value` and `data` when present. */
function readCalls(batch: unknown): Call[] {
  const calls = (batch as { calls?: unknown } | undefined)?.calls
  if (!Array.isArray(calls) || calls.length === 0 || calls.length > MAX_CALLS)
    throw invalidParams(`wallet_sendCalls wants 1 to ${MAX_CALLS} calls`)
  return calls.map((call) => {
    const { to, value, data } = (call ?? {}) as Record<string, unknown>
    if (typeof to !== 'string' || !isAddress(to)) throw invalidParams('each call needs a `to` address')
    if (value !== undefined && !(typeof value === 'string' && isHex(value)))
      throw invalidParams('a call value is hex')
    if (data !== undefined && !(typeof data === 'string' && isHex(data)))
      throw invalidParams('call data is hex')
    return { to, value: value as Hex | undefined, data: data as Hex | undefined }
  })
}

export interface SendCallsContext {
  account: PrivateKeyAccount
  chain: FrameChain
  viemChain: Parameters<typeof createWalletClient>[0]['chain']
  approve: (request: ApprovalRequest) => Promise<void>
}

/**
 * `wallet_sendCalls` (EIP-5792) for a plain account: one approval for the whole batch (its calls and its
 * network), then each call sent
 * in order. Not atomic (`wallet_getCapabilities` says so). The id is the calls' hashes, so the status can be
 * read back without the frame keeping anything.
 *
 * @example const { id } = await sendCalls(context, [{ version: '2.0.0', chainId: '0x7a69', calls }])
 */
export async function sendCalls(context: SendCallsContext, params: unknown[]): Promise<{ id: Hex }> {
  const [batch] = params
  const chainId = (batch as { chainId?: unknown } | undefined)?.chainId
  if (chainId !== undefined && chainId !== toHex(context.chain.id))
    throw new FrameChannelError('FRAME_REQUEST_FAILED', 'The batch is for another network', { rpcCode: 4100 })
  const calls = readCalls(batch)
  await context.approve({
    ...(calls.length === 1
      ? { action: 'sendTransaction' as const }
      : { action: 'sendTransactions' as const, count: calls.length }),
    details: [
      ...(await numberedCallLines(
        calls.map((call) => ({
          to: call.to,
          value: BigInt(call.value ?? 0),
          ...(call.data === undefined ? {} : { data: call.data }),
        })),
        context.chain,
      )),
      // the page chose the chain (RPC_REQUEST's chainId switches it): the person must see which it is
      phrase('line.network', { network: context.chain.name }),
    ],
  })
  const wallet = createWalletClient({
    account: context.account,
    chain: context.viemChain,
    transport: http(context.chain.rpcUrl),
  })
  const hashes: Hex[] = []
  for (const call of calls)
    hashes.push(
      await wallet.sendTransaction({
        to: call.to,
        value: call.value === undefined ? undefined : BigInt(call.value),
        data: call.data,
      } as never),
    )
  return { id: `0x${hashes.map((hash) => hash.slice(2)).join('')}` }
}

/**
 * `wallet_getCallsStatus` (EIP-5792 v2) for a batch `sendCalls` made: 100 while any call is unmined, 200
 * when all succeeded, 500 when all reverted, 600 when some did.
 *
 * @example const { status, receipts } = await getCallsStatus(chain, ['0x…'])
 */
export async function getCallsStatus(
  chain: { id: number; rpcUrl: string },
  params: unknown[],
): Promise<Record<string, unknown>> {
  const [id] = params
  if (typeof id !== 'string' || !/^0x(?:[0-9a-fA-F]{64}){1,32}$/.test(id))
    throw invalidParams('wallet_getCallsStatus wants the id wallet_sendCalls answered')
  const hashes = (id.slice(2).match(/.{64}/g) ?? []).map((hash) => `0x${hash}` as Hex)
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  const receipts = await Promise.all(
    hashes.map((hash) => client.request({ method: 'eth_getTransactionReceipt', params: [hash] })),
  )
  const mined = receipts.filter((receipt) => receipt !== null)
  const succeeded = mined.filter((receipt) => receipt.status === '0x1').length
  const status =
    mined.length < hashes.length ? 100 : succeeded === hashes.length ? 200 : succeeded === 0 ? 500 : 600
  return {
    version: '2.0.0',
    id,
    chainId: toHex(chain.id),
    status,
    atomic: false,
    ...(status === 100
      ? {}
      : {
          receipts: mined.map(({ logs, status, blockHash, blockNumber, gasUsed, transactionHash }) => ({
            logs,
            status,
            blockHash,
            blockNumber,
            gasUsed,
            transactionHash,
          })),
        }),
  }
}
