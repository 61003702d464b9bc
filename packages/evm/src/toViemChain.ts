import type { Network } from '@latch/core'
import type { Chain } from 'viem'
import { toEvmChainId } from './toEvmChainId'

/**
 * A viem `Chain` for a configured eip155 network, for hosts that build their own viem clients.
 * Throws `UnsupportedChainError` for a network of another namespace.
 *
 * @example
 * const walletClient = createWalletClient({ chain: toViemChain(network), transport: custom(provider) })
 */
export function toViemChain(network: Network): Chain {
  return {
    id: toEvmChainId(network),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [...(network.rpcUrls ?? [network.rpcUrl])] } },
    ...(network.blockExplorer && { blockExplorers: { default: network.blockExplorer } }),
    ...(network.testnet !== undefined && { testnet: network.testnet }),
  }
}
