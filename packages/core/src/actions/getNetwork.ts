import type { Latch } from '../latch'
import { getStore } from '../latch'
import type { CaipNetworkId, ChainNamespace, Network } from '../types'

/** The network in use, as a host reads it. */
export interface GetNetworkReturnType {
  /** The host's choice while disconnected, the wallet's chain once connected. */
  caipNetworkId: CaipNetworkId
  namespace: ChainNamespace
  /** The configured network; `undefined` when the wallet is on one the host did not configure. */
  network?: Network
  isSupported: boolean
}

/**
 * The network in use and whether the host configured it. Watch it with `watchNetwork`; change it with
 * `switchNetwork`.
 *
 * @example
 * const { network, isSupported } = getNetwork(latch)
 */
export function getNetwork(latch: Latch): GetNetworkReturnType {
  const { activeCaipNetworkId, activeNamespace } = getStore(latch).getState()
  const network = latch.config.networks.find((n) => n.caipNetworkId === activeCaipNetworkId)
  return {
    caipNetworkId: activeCaipNetworkId,
    namespace: activeNamespace,
    network,
    isSupported: network !== undefined,
  }
}
