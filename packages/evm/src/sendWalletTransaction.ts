import { fromRpcError, InvalidInputError, type Network, SendTransactionError } from '@latch/core'
import { isAddress, isHex, numberToHex } from 'viem'
import { describeAnswer } from './describeAnswer'
import type { Eip1193Provider } from './isEip1193Provider'
import { parseTransactionHash } from './parseTransactionHash'
import { toEvmChainId } from './toEvmChainId'

export interface SendWalletTransactionParameters {
  address: string
  to: string
  /** In wei. */
  value?: bigint
  data?: string
  network: Network
}

/**
 * Asks the wallet to send a transaction with `eth_sendTransaction` (quantities as hex, the network's
 * chain id included so the wallet refuses when it is on another chain) and returns its hash.
 * Bad input is an `InvalidInputError` before the wallet is asked; wallet errors go through
 * `fromRpcError` (4001: `UserRejectedRequestError`); an answer that is not a 32-byte hash is a
 * `SendTransactionError`.
 *
 * @example
 * const hash = await sendWalletTransaction(provider, { address, to, value: parseEther('1'), network })
 */
export async function sendWalletTransaction(
  provider: Eip1193Provider,
  { address, to, value, data, network }: SendWalletTransactionParameters,
): Promise<`0x${string}`> {
  if (!isAddress(to, { strict: false })) throw new InvalidInputError('to', 'an EVM address is required')
  if (value !== undefined && value < 0n) throw new InvalidInputError('value', 'must not be negative')
  if (data !== undefined && !isHex(data)) throw new InvalidInputError('data', 'must be 0x-prefixed hex')
  const transaction = {
    from: address,
    to,
    chainId: numberToHex(toEvmChainId(network)),
    ...(value !== undefined && { value: numberToHex(value) }),
    ...(data !== undefined && { data }),
  }
  let answer: unknown
  try {
    answer = await provider.request({ method: 'eth_sendTransaction', params: [transaction] })
  } catch (error) {
    throw fromRpcError(error)
  }
  const hash = parseTransactionHash(answer)
  if (!hash) {
    throw new SendTransactionError({
      details: `The wallet answered eth_sendTransaction with ${describeAnswer(answer)}, not a 32-byte hash.`,
    })
  }
  return hash
}
