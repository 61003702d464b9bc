import { fromRpcError, type LatchError, type Network } from '@latch/core'
import { BaseError, numberToHex } from 'viem'
import { type BuildTransferCallParameters, buildTransferCall } from './buildTransferCall'
import type { RpcClient } from './createRpcClient'
import { describeAnswer } from './describeAnswer'
import { toEvmChainId } from './toEvmChainId'

export interface EstimateTransferFeeParameters extends BuildTransferCallParameters {
  network: Network
}

const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/

/** A node's answer read as a hex quantity: the node is checked, not trusted. */
function toQuantity(method: string, answer: unknown): bigint {
  if (typeof answer !== 'string' || !QUANTITY.test(answer)) {
    throw new Error(`The node answered ${method} with ${describeAnswer(answer)}.`)
  }
  return BigInt(answer)
}

/**
 * The failure typed by its JSON-RPC code (`fromRpcError`: e.g. -32602 is `InvalidParamsRpcError`;
 * 3, execution reverted, and a transport failure without a code are `UnknownRpcError`). Details carry
 * the node's own message (viem's `details`), never viem's full message, whose later lines name the
 * RPC URL, which may embed an API key.
 */
function toFeeError(cause: unknown, network: Network): LatchError {
  const reason =
    cause instanceof BaseError ? cause.details : cause instanceof Error ? cause.message : String(cause)
  const details = `Estimating the transfer fee on ${network.caipNetworkId} failed: ${reason}`
  // The code on the outer error, so fromRpcError reads its (URL-free) message as the details.
  const code = cause instanceof BaseError && 'code' in cause ? cause.code : undefined
  return fromRpcError(Object.assign(new Error(details, { cause }), { code }))
}

/**
 * Estimates a transfer's network fee on `network` over its RPC (`client`, see `createRpcClient`), in
 * wei: `eth_estimateGas` for the exact call `buildTransferCall` makes, times `eth_gasPrice`, both in
 * one batch. `eth_gasPrice` (on EIP-1559 chains the base fee plus the node's suggested tip) is what
 * the transfer is expected to cost; a `maxFeePerGas` from `eth_feeHistory` is only the most it may
 * cost (wallets commonly put it at twice the base fee plus the tip). Bad input is an
 * `InvalidInputError` and a non-EVM network an `UnsupportedChainError`, before the node is asked;
 * the node's or transport's failure is a typed LatchError with the node's message in `details`.
 *
 * @example
 * const client = createRpcClient(network.rpcUrl)
 * const fee = await estimateTransferFee(client, { address, to, amount: parseEther('1'), network })
 * formatEther(fee) // '0.000021'
 */
export async function estimateTransferFee(
  client: RpcClient,
  { network, ...transfer }: EstimateTransferFeeParameters,
): Promise<bigint> {
  toEvmChainId(network) // 'Unsupported chain' for a network of another namespace
  const { from, to, value, data } = buildTransferCall(transfer)
  try {
    const [gas, gasPrice] = await Promise.all([
      client.request({ method: 'eth_estimateGas', params: [{ from, to, value: numberToHex(value), data }] }),
      client.request({ method: 'eth_gasPrice' }),
    ])
    return toQuantity('eth_estimateGas', gas) * toQuantity('eth_gasPrice', gasPrice)
  } catch (cause) {
    throw toFeeError(cause, network)
  }
}
