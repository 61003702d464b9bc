import { ModalClosedError } from '../errors/connection'
import type { Latch } from '../latch'
import { getLatchInternal, getStore } from '../latch'
import { resetView } from '../rules/router'
import { selectCloseView } from '../rules/selectCloseView'
import { isConnected, isSignInRequired } from '../selectors'
import type { ViewName } from '../types/view'
import { leaveApproval } from './leaveApproval'
import { leaveFarcaster } from './leaveFarcaster'

/** The views a required sign-in may not be closed from (spec §4). */
const SIGN_IN_VIEWS: ReadonlySet<ViewName> = new Set(['SIWXSignMessage', 'ApproveTransaction'])

export type CloseReturnType = boolean

/**
 * Closes the modal (in embedded mode: returns to Account or Connect), also while the wallet is on a
 * network the host lacks. Refused on the sign and approve views while a required sign-in is owed; the
 * refusal bumps `refusedCloseCount` so the UI can shake.
 * A pending connect ends with `ModalClosedError`. Returns whether the modal closed.
 *
 * @example if (!close(latch)) console.log('sign in first')
 */
export function close(latch: Latch): CloseReturnType {
  const state = getStore(latch).getState()
  // spec §2: closing resets to Connect, also on a network the host lacks (the button says "Wrong network")
  if (SIGN_IN_VIEWS.has(state.router.view) && isSignInRequired(latch, state)) {
    getStore(latch).setState({ refusedCloseCount: state.refusedCloseCount + 1 })
    return false
  }
  leaveApproval(latch)
  leaveFarcaster(latch)
  // a wallet still deciding must not connect once the person has left (see connect)
  getLatchInternal(latch).connectAttempt?.abort(new ModalClosedError())
  getLatchInternal(latch).connectAttempt = undefined
  const view = selectCloseView({ embedded: latch.config.embedded, isConnected: isConnected(state) })
  getStore(latch).setState({
    open: latch.config.embedded,
    router: resetView(state.router, view),
    connecting: undefined,
    switchingNetwork: undefined,
  })
  return true
}
