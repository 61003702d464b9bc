import type { CaipNetworkId, Network } from '@latch/core'
import { useLatchInstance } from './useLatchInstance'
import { useLatchSelector } from './useLatchSelector'

export interface UseNetworkReturnType {
  caipNetworkId: CaipNetworkId
  /** `undefined` when the wallet is on a network the host did not configure. */
  network?: Network
  isSupported: boolean
  networks: readonly Network[]
}

/**
 * The active network and the ones the host configured (switch with `useSwitchNetwork`).
 *
 * @example
 * const { network, networks, isSupported } = useNetwork()
 */
export function useNetwork(): UseNetworkReturnType {
  const latch = useLatchInstance()
  const caipNetworkId = useLatchSelector((s) => s.activeCaipNetworkId)
  const network = latch.config.networks.find((n) => n.caipNetworkId === caipNetworkId)
  return {
    caipNetworkId,
    network,
    isSupported: network !== undefined,
    networks: latch.config.networks,
  }
}
