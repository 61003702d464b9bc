import type { WalletKitTypes } from '@reown/walletkit'
import { createDevWallet } from '../../wallet/createDevWallet'
import { parseChainId } from '../../wallet/parseChainId'
import {
  internalError,
  invalidParamsError,
  ProviderRpcError,
  unrecognizedChainError,
  userRejectedError,
} from '../../wallet/providerRpcError'
import type { DevWalletChain } from '../../wallet/types'

/** A JSON-RPC answer for WalletKit's `respondSessionRequest`. */
export type SessionResponse =
  | { id: number; jsonrpc: '2.0'; result: unknown }
  | { id: number; jsonrpc: '2.0'; error: { code: number; message: string } }

/**
 * Answers one session request through a dev wallet of its own on the request's chain (so concurrent
 * requests never share a prompt or a chain): the dev wallet signs, sends with viem and forwards reads,
 * calling `ask` (the page's prompt) first for signatures and transactions. `wallet_switchEthereumChain` is
 * asked here, since the dev wallet switches without asking. Errors, a rejection (4001) among them, become
 * the JSON-RPC error the dApp receives.
 *
 * @example
 * const response = await answerSessionRequest(event, { chains, privateKey, ask, onSwitched })
 * await walletKit.respondSessionRequest({ topic: event.topic, response })
 */
export async function answerSessionRequest(
  event: WalletKitTypes.SessionRequest,
  options: {
    chains: DevWalletChain[]
    privateKey: `0x${string}`
    /** Shows what is asked (method, a one-line summary, the params) to the person; true when approved. */
    ask(method: string, summary: string, params: unknown): Promise<boolean>
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
    const wallet = createDevWallet({
      chains: options.chains,
      privateKey: options.privateKey,
      // The session's approval was the connection.
      approve: async (asked) =>
        asked.kind === 'connect' || options.ask(asked.method, asked.summary, asked.params),
    })
    await wallet.request({ method: 'eth_requestAccounts' })
    // The dev wallet acts on its current chain: make it the request's.
    wallet.switchChain(requestChain)
    if (request.method === 'wallet_switchEthereumChain') {
      const target = parseChainId((request.params as [{ chainId?: unknown }] | undefined)?.[0]?.chainId)
      if (!wallet.chains.some((chain) => chain.id === target)) throw unrecognizedChainError(target)
      if (!(await options.ask(request.method, `Switch to chain ${target}`, request.params))) {
        throw userRejectedError()
      }
      options.onSwitched(target)
      return { id, jsonrpc: '2.0', result: null }
    }
    const result = await wallet.request({ method: request.method, params: request.params })
    return { id, jsonrpc: '2.0', result }
  } catch (error) {
    const { code, message } =
      error instanceof ProviderRpcError ? error : internalError('The wallet could not answer.', error)
    return { id, jsonrpc: '2.0', error: { code, message } }
  }
}
