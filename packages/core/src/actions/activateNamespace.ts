import type { Latch } from '../latch'
import { getStore } from '../latch'
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
  const state = getStore(latch).getState()
  const caipNetworkId =
    state.accounts[namespace]?.caipNetworkId ??
    latch.config.networks.find((network) => network.chainNamespace === namespace)?.caipNetworkId
  if (!caipNetworkId) return
  getStore(latch).setState({ activeNamespace: namespace, activeCaipNetworkId: caipNetworkId })
}
