import type { Latch } from '../latch'
import { getStore } from '../latch'
import { planGoBack } from '../rules/planGoBack'
import { isConnected } from '../selectors'
import { close } from './close'
import { leaveApproval } from './leaveApproval'
import { leaveFarcaster } from './leaveFarcaster'

export type GoBackReturnType = undefined

/**
 * Back pops the history; at the first view it closes the modal (spec §2).
 * Leaving a Connecting view forgets its pending request.
 *
 * @example goBack(latch)
 */
export function goBack(latch: Latch): GoBackReturnType {
  leaveApproval(latch)
  leaveFarcaster(latch)
  const state = getStore(latch).getState()
  const { router, close: shouldClose } = planGoBack(state.router, { isConnected: isConnected(state) })
  if (shouldClose) {
    close(latch)
    return
  }
  getStore(latch).setState({ router, connecting: undefined, switchingNetwork: undefined })
}
