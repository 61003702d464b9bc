import type { Latch } from '../latch'
import { getStore } from '../latch'
import { pushView, resetView } from '../rules/router'
import { goBack } from './goBack'

/**
 * Shows ApproveTransaction while the embedded wallet's frame asks the person to approve a request, and
 * leaves it when the frame is done: back to the view it interrupted (a sign-in, a send), or closed when
 * the modal was opened only for the approval.
 *
 * @example followApproval(latch, true)
 */
export function followApproval(latch: Latch, open: boolean): void {
  const state = getStore(latch).getState()
  const showing = state.router.view === 'ApproveTransaction'
  if (open && !showing) {
    getStore(latch).setState({
      open: true,
      router: state.open
        ? pushView(state.router, 'ApproveTransaction')
        : resetView(state.router, 'ApproveTransaction'),
    })
  } else if (!open && showing) goBack(latch)
}
