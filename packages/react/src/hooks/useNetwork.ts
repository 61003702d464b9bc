import { type CaipNetworkId, type Network, switchNetwork } from '@latch/core'
import { useCallback } from 'react'
import { useLatchInstance } from './useLatchInstance'
import { useLatchSelector } from './useLatchSelector'

export interface UseNetworkReturnType {
  caipNetworkId: CaipNetworkId
  /** `undefined` when the wallet is on a network the host did not configure. */
  network?: Network
  isSupported: boolean
  networks: readonly Network[]
  switchNetwork: (caipNetworkId: CaipNetworkId) => Promise<void>
}

/**
 * The active network and a way to switch it.
 *
 * @example
 * const { network, networks, switchNetwork } = useNetwork()
 */
export function useNetwork(): UseNetworkReturnType {
  const latch = useLatchInstance()
  const caipNetworkId = useLatchSelector((s) => s.activeCaipNetworkId)
  const network = latch.config.networks.find((n) => n.caipNetworkId === caipNetworkId)
  const switchTo = useCallback((id: CaipNetworkId) => switchNetwork(latch, id), [latch])
  return {
    caipNetworkId,
    network,
    isSupported: network !== undefined,
    networks: latch.config.networks,
    switchNetwork: switchTo,
  }
}
