import type { Latch } from '../createLatch'
import type { ChainNamespace } from '../types'

export interface ActivateNamespaceParameters {
  namespace: ChainNamespace
}

/**
 * Makes a namespace active: its account's network if connected, else its first configured network.
 *
 * @example activateNamespace(latch, { namespace: 'solana' })
 */
export function activateNamespace(latch: Latch, parameters: ActivateNamespaceParameters): void {
  const { namespace } = parameters
  const state = latch.store.getState()
  const caipNetworkId =
    state.accounts[namespace]?.caipNetworkId ??
    latch.config.networks.find((network) => network.chainNamespace === namespace)?.caipNetworkId
  if (!caipNetworkId) return
  latch.store.setState({ activeNamespace: namespace, activeCaipNetworkId: caipNetworkId })
}
