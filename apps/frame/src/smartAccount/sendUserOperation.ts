import { FrameChannelError } from '@latch/frame-protocol'
import type { Address, Hash, Hex } from 'viem'
import type { SmartAccountClients } from './createSmartAccountClients'
import { userOperationFailed } from './userOperationFailed'

/** One call of a user operation, as the smart account's `execute` / `executeBatch` runs it. */
export interface UserOperationCall {
  to: Address
  value?: bigint
  data?: Hex
}

/**
 * Sends `calls` as ONE user operation from the smart account through the chain's bundler, sponsored by the
 * services' paymaster: they run together, or none does. Answers the operation's hash once the bundler took
 * it; a refusal (the bundler's simulation, the paymaster) throws -32603 with what was said.
 *
 * @example const userOpHash = await sendUserOperation(clients, [{ to, value: 10n }])
 */
export async function sendUserOperation(
  clients: SmartAccountClients,
  calls: readonly UserOperationCall[],
): Promise<Hash> {
  try {
    return await clients.bundler.sendUserOperation({ calls: [...calls] })
  } catch (error) {
    throw userOperationFailed(error)
  }
}

/**
 * Waits for the operation's receipt and answers the hash of the transaction that carried it (the bundle),
 * which the page follows with `eth_getTransactionReceipt`. An operation included but reverted throws
 * -32603: the bundle succeeded, the person's calls did not.
 *
 * @example const transactionHash = await waitForUserOperation(clients, userOpHash)
 */
export async function waitForUserOperation(clients: SmartAccountClients, hash: Hash): Promise<Hash> {
  let receipt: Awaited<ReturnType<SmartAccountClients['bundler']['waitForUserOperationReceipt']>>
  try {
    receipt = await clients.bundler.waitForUserOperationReceipt({ hash })
  } catch (error) {
    throw userOperationFailed(error)
  }
  if (!receipt.success)
    throw new FrameChannelError(
      'FRAME_REQUEST_FAILED',
      `The smart account's calls reverted (user operation ${hash}, transaction ${receipt.receipt.transactionHash})`,
      { rpcCode: -32603 },
    )
  return receipt.receipt.transactionHash
}
