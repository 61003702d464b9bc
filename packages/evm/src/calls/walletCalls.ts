import {
  type CallsStatus,
  fromRpcError,
  InvalidInputError,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  type Network,
  SendTransactionError,
  UnknownRpcError,
  UnsupportedMethodError,
  type WalletCall,
  type WalletCapabilities,
} from '@latch/core'
import { isAddress, numberToHex } from 'viem'
import { describeAnswer } from '../describeAnswer'
import type { Eip1193Provider } from '../isEip1193Provider'
import { toEvmChainId } from '../toEvmChainId'
import { parseCallsStatus } from './parseCallsStatus'
import { NO_CAPABILITIES, parseCapabilities } from './parseCapabilities'

/** The wallet does not have the method (EIP-1193 4200, JSON-RPC -32601, EIP-1474 -32004). */
const lacksMethod = (error: unknown) => {
  const typed = fromRpcError(error)
  return (
    typed instanceof UnsupportedMethodError ||
    typed instanceof MethodNotFoundRpcError ||
    typed instanceof MethodNotSupportedRpcError
  )
}

/**
 * The wallet's EIP-5792 capabilities for `address` on `network`; none when it lacks
 * `wallet_getCapabilities`, as most EOA wallets do.
 *
 * @example await getWalletCapabilities(provider, { address, network }) // { atomic: 'supported', … }
 */
export async function getWalletCapabilities(
  provider: Eip1193Provider,
  { address, network }: { address: string; network: Network },
): Promise<WalletCapabilities> {
  const chainIdHex = numberToHex(toEvmChainId(network))
  try {
    const answer = await provider.request({
      method: 'wallet_getCapabilities',
      params: [address, [chainIdHex]],
    })
    return parseCapabilities(answer, chainIdHex)
  } catch (error) {
    if (lacksMethod(error)) return NO_CAPABILITIES
    throw fromRpcError(error)
  }
}

/**
 * `wallet_sendCalls` (EIP-5792 v2) for `address` on `network`: the calls' quantities as hex, checked
 * before the wallet is asked (`InvalidInputError`); the batch id it answers. A wallet without the method
 * is an `UnsupportedMethodError`; a refusal goes through `fromRpcError` (4001); an answer without an id
 * is a `SendTransactionError`.
 *
 * @example const id = await sendWalletCalls(provider, { address, network, calls, atomicRequired: true })
 */
export async function sendWalletCalls(
  provider: Eip1193Provider,
  parameters: { address: string; network: Network; calls: readonly WalletCall[]; atomicRequired: boolean },
): Promise<string> {
  const { address, network, calls, atomicRequired } = parameters
  const badCall = calls.findIndex((call) => !isAddress(call.to, { strict: false }))
  if (badCall !== -1)
    throw new InvalidInputError('calls', `call ${badCall + 1}: \`to\` must be an EVM address`)
  const batch = {
    version: '2.0.0',
    from: address,
    chainId: numberToHex(toEvmChainId(network)),
    atomicRequired,
    calls: calls.map(({ to, value, data }) => ({
      to,
      ...(value !== undefined && { value: numberToHex(value) }),
      ...(data !== undefined && { data }),
    })),
  }
  let answer: unknown
  try {
    answer = await provider.request({ method: 'wallet_sendCalls', params: [batch] })
  } catch (error) {
    if (lacksMethod(error))
      throw new UnsupportedMethodError({
        cause: error,
        details: 'This wallet cannot send a batch of calls (EIP-5792).',
      })
    throw fromRpcError(error)
  }
  // v2 answers { id }; v1 wallets answered the id itself
  const id = typeof answer === 'string' ? answer : (answer as { id?: unknown } | null)?.id
  if (typeof id !== 'string' || id === '') {
    throw new SendTransactionError({
      details: `The wallet answered wallet_sendCalls with ${describeAnswer(answer)}, not a batch id.`,
    })
  }
  return id
}

/**
 * `wallet_getCallsStatus` (EIP-5792 v2) for the batch `id`, read by `parseCallsStatus`; an answer outside
 * the standard is an `UnknownRpcError` naming it.
 *
 * @example (await getWalletCallsStatus(provider, id)).status // 'confirmed'
 */
export async function getWalletCallsStatus(provider: Eip1193Provider, id: string): Promise<CallsStatus> {
  let answer: unknown
  try {
    answer = await provider.request({ method: 'wallet_getCallsStatus', params: [id] })
  } catch (error) {
    throw fromRpcError(error)
  }
  const status = parseCallsStatus(answer)
  if (!status) {
    throw new UnknownRpcError({
      details: `The wallet answered wallet_getCallsStatus with ${describeAnswer(answer)}, not a batch status.`,
    })
  }
  return status
}
