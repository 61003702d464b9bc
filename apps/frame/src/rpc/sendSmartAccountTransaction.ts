import type { Hash, Hex } from 'viem'
import * as z from 'zod/mini'
import { phrase } from '../i18n/phrase'
import { sendUserOperation, waitForUserOperation } from '../smartAccount/sendUserOperation'
import { callLines } from './callLines'
import { refuseSelfCalls } from './refuseSelfCalls'
import { invalidParams } from './rpcErrors'
import { sentFromSmartAccount } from './smartAccountLines'
import { requireSmartAccount, type SmartAccountRpcContext } from './smartAccountRpcContext'

/** `eth_sendTransaction`'s transaction as the smart account reads it (its gas and fees are the bundler's). */
const transactionSchema = z.looseObject({
  from: z.optional(z.string()),
  to: z.optional(z.nullable(z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)))),
  value: z.optional(z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/))),
  data: z.optional(z.string().check(z.regex(/^0x(?:[0-9a-fA-F]{2})*$/))),
})

/**
 * `eth_sendTransaction` from the smart account: after the person approved (the plain account's lines, plus
 * who sends it and that the fee is sponsored), one user operation through the chain's bundler, paid by the
 * services' paymaster; waits until it landed and answers the hash of the transaction that carried it, so
 * the page's `eth_getTransactionReceipt` wait works as for any transaction. Refused before asking: another
 * sender (4100), a call to the smart account itself (4100), a contract creation or malformed fields (-32602).
 *
 * @example const hash = await sendSmartAccountTransaction(context, [{ from, to, value: '0x1' }])
 */
export async function sendSmartAccountTransaction(
  context: SmartAccountRpcContext,
  params: unknown[],
): Promise<Hash> {
  const parsed = transactionSchema.safeParse(params[0])
  if (!parsed.success) throw invalidParams('eth_sendTransaction wants a transaction with hex fields')
  const transaction = parsed.data
  const { account } = context.smartAccount
  requireSmartAccount(context, transaction.from ?? account.address)
  if (!transaction.to)
    throw invalidParams('a smart account sends to an address: it does not create contracts here')
  const call = {
    to: transaction.to as Hex,
    ...(transaction.value === undefined ? {} : { value: BigInt(transaction.value) }),
    ...(transaction.data === undefined ? {} : { data: transaction.data as Hex }),
  }
  refuseSelfCalls([call], account.address)
  await context.approve({
    action: 'sendTransaction',
    details: [
      ...(await callLines(call, context.chain)),
      phrase('line.network', { network: context.chain.name }),
      sentFromSmartAccount(account.address),
    ],
  })
  const userOpHash = await sendUserOperation(context.smartAccount, [call])
  return waitForUserOperation(context.smartAccount, userOpHash)
}
