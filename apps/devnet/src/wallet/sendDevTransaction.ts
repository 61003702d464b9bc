import { BaseError, createWalletClient, defineChain, type Hash, http, type LocalAccount } from 'viem'
import { DEVNET_CURRENCY } from '../chains'
import { chainDisconnectedError, internalError, ProviderRpcError } from './providerRpcError'
import type { TransactionRequest } from './readTransactionParams'

/**
 * Fills nonce, gas and fees from the chain, signs with the local key and sends the raw
 * transaction. Node errors keep their JSON-RPC code (e.g. insufficient funds).
 *
 * @example
 * const hash = await sendDevTransaction({ account, chain, tx: { to, value: 1n } })
 */
export async function sendDevTransaction(params: {
  account: LocalAccount
  chain: { id: number; name: string; rpcUrl?: string }
  tx: TransactionRequest
}): Promise<Hash> {
  const { account, chain, tx } = params
  if (!chain.rpcUrl) throw chainDisconnectedError(chain.id)
  const client = createWalletClient({
    account,
    chain: defineChain({
      id: chain.id,
      name: chain.name,
      nativeCurrency: DEVNET_CURRENCY,
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
    transport: http(chain.rpcUrl, { retryCount: 0 }),
  })
  const { from: _from, chainId: _chainId, gasPrice, maxFeePerGas, maxPriorityFeePerGas, ...rest } = tx
  // viem takes either legacy or EIP-1559 fee fields, never both.
  const fees = gasPrice !== undefined ? { gasPrice } : { maxFeePerGas, maxPriorityFeePerGas }
  try {
    return await client.sendTransaction({ ...rest, ...fees })
  } catch (error) {
    throw toProviderError(error)
  }
}

function toProviderError(error: unknown): ProviderRpcError {
  if (!(error instanceof BaseError)) return internalError('Transaction failed.', error)
  const withCode = error.walk((cause) => typeof (cause as { code?: unknown }).code === 'number')
  if (withCode) {
    return new ProviderRpcError((withCode as Error & { code: number }).code, error.shortMessage, {
      cause: error,
    })
  }
  if (error.walk((cause) => (cause as Error).name === 'HttpRequestError')) {
    return new ProviderRpcError(4901, error.shortMessage, { cause: error })
  }
  return internalError(error.shortMessage, error)
}
