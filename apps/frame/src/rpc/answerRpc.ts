import { isSafeRpcMethod } from '@latch/frame-protocol'
import {
  createPublicClient,
  createWalletClient,
  http,
  isAddressEqual,
  isHex,
  type PrivateKeyAccount,
  type TransactionRequest,
  toHex,
} from 'viem'
import { type FrameChain, viemChainOf } from '../chains/frameChain'
import { phrase } from '../i18n/phrase'
import { answerSolanaRpc, type SolanaRpcContext } from './answerSolanaRpc'
import { callLines, valueLine } from './callLines'
import { getAssets } from './getAssets'
import { readableMessage } from './readableMessage'
import { readTypedData } from './readTypedData'
import { refuseForeignSignIn } from './refuseForeignSignIn'
import { invalidParams, notThisWallet, unsupported } from './rpcErrors'
import { getCallsStatus, sendCalls } from './sendCalls'

export type { FrameChain }

/** The wallet's EVM account and chain, with its Solana account and the approval the Solana methods use. */
export interface RpcContext extends SolanaRpcContext {
  account: PrivateKeyAccount
  chain: FrameChain
}

/** The signer named in a request must be this wallet's account: no request signs for another address. */
function requireOwnAddress(context: RpcContext, address: unknown): void {
  if (typeof address !== 'string' || !isHex(address) || !isAddressEqual(address, context.account.address))
    throw notThisWallet()
}

/**
 * Answers one RPC request for the embedded wallet. Safe methods (spec §6) are answered without asking:
 * the account and chain from the frame's own state, chain reads from the chain. Unsafe ones wait for the
 * person's approval (4001 when rejected), then sign with the key that never leaves the frame:
 * `personal_sign`, `eth_signTypedData_v4`, `eth_sendTransaction`, `wallet_sendCalls` (EIP-5792, not atomic).
 * The `solana_*` methods go to `answerSolanaRpc`: `solana_signMessage` and `solana_signTransaction`, signed
 * with the same wallet's Solana account once approved. Listed methods the wallet cannot do yet
 * answer 4200.
 *
 * @example
 * const result = await answerRpc(context, { method: 'personal_sign', params: ['0x48656c6c6f', address] })
 */
export async function answerRpc(
  context: RpcContext,
  request: { method: string; params?: unknown },
): Promise<unknown> {
  const { account, chain } = context
  const params = Array.isArray(request.params) ? request.params : []
  switch (request.method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [account.address]
    case 'eth_chainId':
      return toHex(chain.id)
    case 'net_version':
      return String(chain.id)
    case 'wallet_getCapabilities':
      // EIP-5792: batches are sent one call after another, not atomically; EIP-7811: wallet_getAssets answers
      return { [toHex(chain.id)]: { atomic: { status: 'unsupported' }, assetDiscovery: { supported: true } } }
    case 'wallet_getAssets':
      return getAssets(chain, params)
    case 'wallet_sendCalls':
      requireOwnAddress(context, (params[0] as { from?: unknown } | undefined)?.from ?? account.address)
      return sendCalls({ ...context, viemChain: viemChainOf(chain) }, params)
    case 'wallet_getCallsStatus':
      return getCallsStatus(chain, params)
    case 'solana_signMessage':
    case 'solana_signTransaction':
    case 'solana_signAllTransactions':
    case 'solana_signAndSendTransaction':
      return answerSolanaRpc(context, { method: request.method, params: request.params })
    case 'personal_sign': {
      const [message, address] = params
      if (typeof message !== 'string' || !isHex(message))
        throw invalidParams('personal_sign wants a hex message')
      requireOwnAddress(context, address)
      const text = readableMessage(message)
      refuseForeignSignIn(context, text)
      await context.approve({ action: 'signMessage', details: [text] })
      return account.signMessage({ message: { raw: message } })
    }
    case 'eth_signTypedData_v4': {
      const [address, data] = params
      requireOwnAddress(context, address)
      const { typed, lines } = readTypedData(data, chain)
      await context.approve({ action: 'signTypedData', details: lines })
      return account.signTypedData(typed)
    }
    case 'eth_sendTransaction': {
      const [transaction] = params as [TransactionRequest & { from?: string }]
      if (typeof transaction !== 'object' || transaction === null)
        throw invalidParams('eth_sendTransaction wants a transaction')
      requireOwnAddress(context, transaction.from ?? account.address)
      await context.approve({
        action: 'sendTransaction',
        details: [
          ...(transaction.to
            ? await callLines(
                {
                  to: transaction.to,
                  value: BigInt(transaction.value ?? 0),
                  ...(transaction.data === undefined ? {} : { data: transaction.data }),
                },
                chain,
              )
            : [
                phrase('line.toNewContract'),
                valueLine(BigInt(transaction.value ?? 0), chain),
                phrase('line.data', { data: transaction.data ?? '0x' }),
              ]),
          phrase('line.network', { network: chain.name }),
        ],
      })
      const wallet = createWalletClient({ account, chain: viemChainOf(chain), transport: http(chain.rpcUrl) })
      return wallet.sendTransaction({
        to: transaction.to ?? null,
        value: transaction.value === undefined ? undefined : BigInt(transaction.value),
        data: transaction.data,
        gas: transaction.gas === undefined ? undefined : BigInt(transaction.gas),
      } as never)
    }
    default:
      if (!isSafeRpcMethod(request.method)) throw unsupported(request.method)
      if (request.method.startsWith('wallet_')) throw unsupported(request.method)
      return createPublicClient({ transport: http(chain.rpcUrl) }).request({
        method: request.method,
        params: request.params,
      } as never)
  }
}
