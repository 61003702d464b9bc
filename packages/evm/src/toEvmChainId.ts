import { type Network, UnsupportedChainError } from '@latch/core'

/**
 * The numeric chain id of an eip155 network. Throws `UnsupportedChainError` for other namespaces
 * or an id that is not a positive integer.
 *
 * @example
 * toEvmChainId({ id: 31337, chainNamespace: 'eip155', ... }) // 31337
 */
export function toEvmChainId(network: Network): number {
  const id = Number(network.id)
  if (network.chainNamespace !== 'eip155' || !Number.isSafeInteger(id) || id <= 0) {
    throw new UnsupportedChainError({ details: `${network.caipNetworkId} is not an EVM chain.` })
  }
  return id
}
