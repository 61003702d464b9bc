import { type NativeBalance, type Network, TokenBalanceUnavailableError } from '@latch/core'
import { isAddress } from 'viem'
import type { RpcClient } from './createRpcClient'
import { describeAnswer } from './describeAnswer'

/**
 * Reads an address's native balance on `network` through `client` (see `createRpcClient`).
 * Any failure, after the transport's retries, rejects with `TokenBalanceUnavailableError`
 * carrying the cause.
 *
 * @example
 * const { value, decimals, symbol } = await getNativeBalance(createRpcClient(network.rpcUrl), { address, network })
 */
export async function getNativeBalance(
  client: RpcClient,
  { address, network }: { address: string; network: Network },
): Promise<NativeBalance> {
  if (network.chainNamespace !== 'eip155' || !isAddress(address, { strict: false })) {
    throw new TokenBalanceUnavailableError({
      details: `Cannot read a native balance for ${address} on ${network.caipNetworkId}.`,
    })
  }
  try {
    // A plain eth_getBalance through the client keeps the transport's batching and retries; viem's
    // getBalance action would add its multicall path (ABI coding, ~50 kB minified) we never use.
    const answer = await client.request({ method: 'eth_getBalance', params: [address, 'latest'] })
    if (typeof answer !== 'string' || !/^0x[0-9a-fA-F]+$/.test(answer)) {
      throw new Error(`The node answered eth_getBalance with ${describeAnswer(answer)}.`)
    }
    const value = BigInt(answer)
    return { value, decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol }
  } catch (error) {
    throw new TokenBalanceUnavailableError({
      // The first line only: viem's later lines name the RPC URL, which may embed an API key.
      details: `Reading the balance on ${network.caipNetworkId} failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
      cause: error,
    })
  }
}
