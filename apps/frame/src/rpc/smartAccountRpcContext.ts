import { isAddressEqual, isHex } from 'viem'
import type { SmartAccountClients } from '../smartAccount/createSmartAccountClients'
import type { RpcContext } from './answerRpc'
import { notThisWallet } from './rpcErrors'

/** The RPC context while the smart account is in force: the plain one, with the smart account's clients. */
export interface SmartAccountRpcContext extends RpcContext {
  smartAccount: SmartAccountClients
  /** The frame's chains, each with whether the smart account is the one in force there (capabilities). */
  chains: readonly { id: number; smartAccount: boolean }[]
}

/**
 * The address a request names must be the smart account: the EOA's (the other account type) or any other is
 * refused with 4100, as a stranger's is for the plain account.
 *
 * @example requireSmartAccount(context, transaction.from ?? context.smartAccount.account.address)
 */
export function requireSmartAccount(context: SmartAccountRpcContext, address: unknown): void {
  if (
    typeof address !== 'string' ||
    !isHex(address) ||
    address.length !== 42 ||
    !isAddressEqual(address, context.smartAccount.account.address)
  )
    throw notThisWallet()
}
