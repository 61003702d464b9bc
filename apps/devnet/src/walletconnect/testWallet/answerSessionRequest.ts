import type { WalletKitTypes } from '@reown/walletkit'
import { parseChainId } from '../../wallet/parseChainId'
import {
  internalError,
  invalidParamsError,
  ProviderRpcError,
  unrecognizedChainError,
  userRejectedError,
} from '../../wallet/providerRpcError'
import type { DevWallet } from '../../wallet/types'

/** A JSON-RPC answer for WalletKit's `respondSessionRequest`. */
export type SessionResponse =
  | { id: number; jsonrpc: '2.0'; result: unknown }
  | { id: number; jsonrpc: '2.0'; error: { code: number; message: string } }

/**
 * Answers one session request through the dev wallet on the request's chain: the dev wallet signs, sends
 * with viem and forwards reads, asking its `approve` (the page's prompt) first for signatures and
 * transactions. `wallet_switchEthereumChain` is asked here, since the dev wallet switches without asking.
 * Errors, a rejection (4001) among them, become the JSON-RPC error the dApp receives.
 *
 * @example
 * const response = await answerSessionRequest(event, { wallet, confirmSwitch, onSwitched })
 * await walletKit.respondSessionRequest({ topic: event.topic, response })
 */
export async function answerSessionRequest(
  event: WalletKitTypes.SessionRequest,
  options: {
    wallet: DevWallet
    /** Shows the switch to the person; true when approved. */
    confirmSwitch(chainId: number): Promise<boolean>
    onSwitched(chainId: number): void
  },
): Promise<SessionResponse> {
  const { id, params } = event
  const { request, chainId } = params
  try {
    const [namespace, reference] = chainId.split(':')
    const requestChain = Number(reference)
    if (namespace !== 'eip155' || !Number.isSafeInteger(requestChain)) {
      throw invalidParamsError(`The wallet signs on eip155 chains only, not ${chainId}.`)
    }
    // The dev wallet acts on its current chain: make it the request's.
    options.wallet.switchChain(requestChain)
    if (request.method === 'wallet_switchEthereumChain') {
      const target = parseChainId((request.params as [{ chainId?: unknown }] | undefined)?.[0]?.chainId)
      if (!options.wallet.chains.some((chain) => chain.id === target)) throw unrecognizedChainError(target)
      if (!(await options.confirmSwitch(target))) throw userRejectedError()
      options.onSwitched(target)
      return { id, jsonrpc: '2.0', result: null }
    }
    const result = await options.wallet.request({ method: request.method, params: request.params })
    return { id, jsonrpc: '2.0', result }
  } catch (error) {
    const { code, message } =
      error instanceof ProviderRpcError ? error : internalError('The wallet could not answer.', error)
    return { id, jsonrpc: '2.0', error: { code, message } }
  }
}
