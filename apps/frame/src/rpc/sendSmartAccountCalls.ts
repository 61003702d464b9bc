import { FrameChannelError } from '@latch/frame-protocol'
import type { Hex } from 'viem'
import { phrase } from '../i18n/phrase'
import { sendUserOperation, type UserOperationCall } from '../smartAccount/sendUserOperation'
import { numberedCallLines } from './callLines'
import { refuseSelfCalls } from './refuseSelfCalls'
import { invalidParams } from './rpcErrors'
import { type SendCallsBatch, sendCallsBatchSchema } from './sendCallsSchema'
import { sentFromSmartAccount } from './smartAccountLines'
import { requireSmartAccount, type SmartAccountRpcContext } from './smartAccountRpcContext'
import { userOperationBatchId } from './userOperationBatchId'

/** What the smart account does with a batch's capabilities: it is always sponsored, by the operator. */
const SUPPORTED_CAPABILITIES = new Set(['paymasterService'])

/** EIP-5792's 5700: a capability the page requires (not `optional`) that the wallet does not offer. */
function refuseUnsupportedCapabilities(batch: SendCallsBatch): void {
  const asked = [batch.capabilities, ...batch.calls.map((call) => call.capabilities)]
  for (const capabilities of asked)
    for (const [name, capability] of Object.entries(capabilities ?? {}))
      if (!SUPPORTED_CAPABILITIES.has(name) && capability.optional !== true)
        throw new FrameChannelError('FRAME_REQUEST_FAILED', `Unsupported capability: ${name}`, {
          rpcCode: 5700,
        })
}

/**
 * `wallet_sendCalls` (EIP-5792) from the smart account: every call in ONE user operation (`executeBatch`),
 * so they all run or none does, behind one approval listing each call, sponsored by the services'
 * paymaster (a page's own `paymasterService` URL is not called: the operator's paymaster sponsors the
 * frame's operations, within its caps and budgets, and the frame reaches no other service). Answers as soon as the bundler took the operation, with a
 * batch id `wallet_getCallsStatus` reads back from the bundler. Refused before asking: a malformed batch
 * (-32602), a page-chosen id (-32602), another account or network (4100), a call to the smart account
 * itself (4100), a required capability it lacks (5700).
 *
 * @example const { id } = await sendSmartAccountCalls(context, [{ version: '2.0.0', chainId: '0x7a69', calls }])
 */
export async function sendSmartAccountCalls(
  context: SmartAccountRpcContext,
  params: unknown[],
): Promise<{ id: Hex }> {
  const parsed = sendCallsBatchSchema.safeParse(params[0])
  if (!parsed.success)
    throw invalidParams(
      `wallet_sendCalls wants 1 to 32 calls, each with a \`to\` address and hex value and data`,
    )
  const batch = parsed.data
  const { account } = context.smartAccount
  requireSmartAccount(context, batch.from ?? account.address)
  if (batch.chainId !== undefined && BigInt(batch.chainId) !== BigInt(context.chain.id))
    throw new FrameChannelError('FRAME_REQUEST_FAILED', 'The batch is for another network', { rpcCode: 4100 })
  if (batch.id !== undefined)
    throw invalidParams('the embedded wallet names its own batches: send the batch without an `id`')
  refuseUnsupportedCapabilities(batch)
  const calls: UserOperationCall[] = batch.calls.map((call) => ({
    to: call.to as Hex,
    ...(call.value === undefined ? {} : { value: BigInt(call.value) }),
    ...(call.data === undefined ? {} : { data: call.data as Hex }),
  }))
  refuseSelfCalls(calls, account.address)
  const several = calls.length > 1
  await context.approve({
    ...(several
      ? { action: 'sendCalls' as const, count: calls.length }
      : { action: 'sendTransaction' as const }),
    details: [
      ...(await numberedCallLines(calls, context.chain)),
      phrase('line.network', { network: context.chain.name }),
      sentFromSmartAccount(account.address),
      ...(several ? [phrase('line.allOrNone', { count: calls.length })] : []),
    ],
  })
  const userOpHash = await sendUserOperation(context.smartAccount, calls)
  return { id: userOperationBatchId({ userOpHash, chainId: context.chain.id }) }
}
