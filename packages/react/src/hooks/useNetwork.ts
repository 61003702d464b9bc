import { type GetNetworkReturnType, getNetwork, type Network } from '@latch/core'
import { useLatchGetter } from './useLatchGetter'
import { useLatchInstance } from './useLatchInstance'

/** The network in use (core's `getNetwork`) and the ones the host configured. */
export interface UseNetworkReturnType extends GetNetworkReturnType {
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
  return { ...useLatchGetter(getNetwork), networks: latch.config.networks }
}
