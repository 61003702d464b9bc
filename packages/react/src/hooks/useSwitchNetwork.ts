import { type SwitchNetworkParameters, switchNetwork } from '@latch/core'
import type { LatchState } from '@latch/core/internal'
import { useCallback } from 'react'
import { useLatchInstance } from './useLatchInstance'
import { useLatchSelector } from './useLatchSelector'

export interface UseSwitchNetworkReturnType {
  /** Switches the active network; rejects with a `SwitchNetworkErrorType`. */
  switchNetwork: (parameters: SwitchNetworkParameters) => Promise<void>
  /** True while the wallet has not answered a switch. */
  isPending: boolean
}

const selectIsPending = (s: LatchState) => s.switchingNetwork?.status === 'waiting'

/**
 * Switches the network (the `switchNetwork` action), with its pending state.
 *
 * @example
 * const { switchNetwork, isPending } = useSwitchNetwork()
 * return <button disabled={isPending} onClick={() => switchNetwork({ caipNetworkId: 'eip155:1' })}>Ethereum</button>
 */
export function useSwitchNetwork(): UseSwitchNetworkReturnType {
  const latch = useLatchInstance()
  const isPending = useLatchSelector(selectIsPending)
  const switchTo = useCallback(
    (parameters: SwitchNetworkParameters) => switchNetwork(latch, parameters),
    [latch],
  )
  return { switchNetwork: switchTo, isPending }
}
