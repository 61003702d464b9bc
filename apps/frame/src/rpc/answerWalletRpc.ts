import type { FrameChain } from '../chains/frameChain'
import type { AccountTypes } from '../wallet/createAccountTypes'
import { answerRpc, type RpcContext } from './answerRpc'
import { answerSmartAccountRpc } from './answerSmartAccountRpc'
import { getUserOperationCallsStatus } from './getUserOperationCallsStatus'
import { parseUserOperationBatchId } from './userOperationBatchId'

/** A signed-in wallet's RPC context: the plain one, every chain of the frame, and the user's account types. */
export interface WalletRpcContext extends RpcContext {
  chains: readonly FrameChain[]
  accountTypes: AccountTypes
}

/**
 * Answers one RPC request with the account in force on the current chain: the smart account's answers
 * (`answerSmartAccountRpc`) or, with the EOA in force, the plain account's, unchanged (`answerRpc`). A
 * smart account's batch status is read from its bundler whichever account is in force now.
 *
 * @example const accounts = await answerWalletRpc(context, { method: 'eth_accounts' })
 */
export async function answerWalletRpc(
  context: WalletRpcContext,
  request: { method: string; params?: unknown },
): Promise<unknown> {
  const { accountTypes, chain, chains } = context
  const [first] = Array.isArray(request.params) ? request.params : []
  if (request.method === 'wallet_getCallsStatus' && parseUserOperationBatchId(first))
    return getUserOperationCallsStatus(chains, first as string)
  const smartAccount = accountTypes.typeOn(chain) === 'smartAccount' && accountTypes.smartAccountOn(chain)
  if (!smartAccount) return answerRpc(context, request)
  return answerSmartAccountRpc(
    {
      ...context,
      smartAccount: await smartAccount,
      chains: chains.map((other) => ({
        id: other.id,
        smartAccount: accountTypes.typeOn(other) === 'smartAccount',
      })),
    },
    request,
  )
}
