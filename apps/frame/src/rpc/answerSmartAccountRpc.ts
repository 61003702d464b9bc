import type { TypedDataDefinition } from 'viem'
import { answerRpc } from './answerRpc'
import { readableMessage } from './readableMessage'
import { readTypedData } from './readTypedData'
import { refuseForeignSignIn } from './refuseForeignSignIn'
import { invalidParams } from './rpcErrors'
import { sendSmartAccountCalls } from './sendSmartAccountCalls'
import { sendSmartAccountTransaction } from './sendSmartAccountTransaction'
import { smartAccountCapabilities } from './smartAccountCapabilities'
import { signedAsSmartAccount } from './smartAccountLines'
import { requireSmartAccount, type SmartAccountRpcContext } from './smartAccountRpcContext'

/**
 * Answers one RPC request while the user's smart account is in force. The account is the smart account
 * (`eth_accounts`); `eth_sendTransaction` and `wallet_sendCalls` go as sponsored user operations (one per
 * request, so a batch is atomic); `personal_sign` and `eth_signTypedData_v4` are the smart account's
 * signatures (ERC-1271 through ERC-7739 once deployed, wrapped in ERC-6492 while counterfactual), each
 * after the person's approval. A request naming another address, the EOA's included, is refused (4100).
 * Chain reads, Solana and the rest are answered as for the plain account. `eth_sendUserOperation` is not
 * offered (4200): the frame builds every operation from calls it can show the person; a page-built one
 * would carry call data, gas and paymaster fields the person cannot read and the operator would sign for.
 *
 * @example
 * const hash = await answerSmartAccountRpc(context, { method: 'eth_sendTransaction', params: [{ to, value: '0x1' }] })
 */
export async function answerSmartAccountRpc(
  context: SmartAccountRpcContext,
  request: { method: string; params?: unknown },
): Promise<unknown> {
  const { account } = context.smartAccount
  const params = Array.isArray(request.params) ? request.params : []
  switch (request.method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [account.address]
    case 'wallet_getCapabilities':
      return smartAccountCapabilities(context, params)
    case 'wallet_sendCalls':
      return sendSmartAccountCalls(context, params)
    case 'eth_sendTransaction':
      return sendSmartAccountTransaction(context, params)
    case 'personal_sign': {
      const [message, address] = params
      if (typeof message !== 'string' || !/^0x(?:[0-9a-fA-F]{2})*$/.test(message))
        throw invalidParams('personal_sign wants a hex message')
      requireSmartAccount(context, address)
      const text = readableMessage(message as `0x${string}`)
      refuseForeignSignIn(context, text)
      await context.approve({ action: 'signMessage', details: [text, signedAsSmartAccount(account.address)] })
      return account.signMessage({ message: { raw: message as `0x${string}` } })
    }
    case 'eth_signTypedData_v4': {
      const [address, data] = params
      requireSmartAccount(context, address)
      const { typed, lines } = readTypedData(data, context.chain)
      await context.approve({
        action: 'signTypedData',
        details: [...lines, signedAsSmartAccount(account.address)],
      })
      // viem derives EIP712Domain from the domain itself (ERC-7739 nests the types inside its own TypedDataSign);
      // readTypedData checked that a given one declares exactly the domain's fields
      const { EIP712Domain: _derived, ...types } = typed.types as Record<string, unknown>
      return account.signTypedData({ ...typed, types } as TypedDataDefinition)
    }
    default:
      return answerRpc(context, request)
  }
}
