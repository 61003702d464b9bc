import { type NativeBalance, type Network, TokenBalanceUnavailableError } from '@latch/core'
import { createSolanaRpc, address as toAddress } from '@solana/kit'
import { isSolanaAccountAddress } from './isSolanaAccountAddress'

/** Lamports per SOL: 10^9, whatever a host writes in the network's currency. */
export const SOL_DECIMALS = 9

/**
 * Reads an account's SOL balance, in lamports, over `network.rpcUrl` (the host's RPC, not the wallet's),
 * with the symbol of the network's currency. Any failure rejects with `TokenBalanceUnavailableError`.
 *
 * @example
 * const { value, decimals } = await getSolBalance({ address, network }) // 2_000_000_000n, 9
 */
export async function getSolBalance({
  address,
  network,
}: {
  address: string
  network: Network
}): Promise<NativeBalance> {
  if (network.chainNamespace !== 'solana' || !isSolanaAccountAddress(address)) {
    throw new TokenBalanceUnavailableError({
      details: `Cannot read a SOL balance for ${address} on ${network.caipNetworkId}.`,
    })
  }
  try {
    const { value } = await createSolanaRpc(network.rpcUrl).getBalance(toAddress(address)).send()
    return { value: BigInt(value), decimals: SOL_DECIMALS, symbol: network.nativeCurrency.symbol }
  } catch (error) {
    throw new TokenBalanceUnavailableError({
      // The first line only: the RPC URL, which may carry an API key, stays out of the message.
      details: `Reading the SOL balance on ${network.caipNetworkId} failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
      cause: error,
    })
  }
}
