import type { Latch } from '../createLatch'
import { getEmbeddedWallet } from './getEmbeddedWallet'

/**
 * The person leaves ApproveTransaction (close, Escape, back) while the embedded wallet still asks: the
 * frame's screen answers "rejected" (4001), so the dApp's request does not hang on a hidden frame.
 *
 * @example if (state.router.view === 'ApproveTransaction') leaveApproval(latch)
 */
export function leaveApproval(latch: Latch): void {
  if (latch.store.getState().router.view !== 'ApproveTransaction') return
  try {
    getEmbeddedWallet(latch).controls.rejectApproval()
  } catch {
    // no embedded wallet: nothing is waiting
  }
}
