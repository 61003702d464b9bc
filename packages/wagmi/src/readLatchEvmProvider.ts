import type { Connector, Latch } from '@latch/core'
import { getStore } from '@latch/core/internal'
import type { EIP1193Provider } from 'viem'
import { selectLatchEvmAccount } from './readLatchEvmAccount'

/**
 * The EIP-1193 provider of the wallet Latch is connected through on eip155 (an announced or injected
 * wallet, WalletConnect's provider, or the embedded wallet's frame): the provider on the connector
 * the EVM adapter discovered, found by the active eip155 connector id, also inside an entry that merges
 * one wallet's chains. `undefined` while nothing is connected on eip155.
 *
 * @example
 * const provider = readLatchEvmProvider(latch)
 * await provider?.request({ method: 'eth_chainId' })
 */
export function readLatchEvmProvider(latch: Latch): EIP1193Provider | undefined {
  const state = getStore(latch).getState()
  const account = selectLatchEvmAccount(state)
  if (!account) return undefined
  const provider = findConnector(state.connectors.eip155 ?? [], account.connectorId)?.provider
  return isEip1193Provider(provider) ? provider : undefined
}

function findConnector(connectors: readonly Connector[], connectorId: string): Connector | undefined {
  for (const connector of connectors) {
    if (connector.id === connectorId) return connector
    const child = connector.connectors?.find((c) => c.id === connectorId)
    if (child) return child
  }
  return undefined
}

// The adapter keeps the provider opaque to core; a wallet's provider has at least `request`.
function isEip1193Provider(value: unknown): value is EIP1193Provider {
  return typeof value === 'object' && value !== null && typeof Reflect.get(value, 'request') === 'function'
}
