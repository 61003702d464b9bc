import type { Latch } from '../latch'
import { getStore } from '../latch'

/**
 * The person leaves ApproveTransaction (close, Escape, back) while the embedded wallet still asks: the
 * frame's screen answers "rejected" (4001), so the dApp's request does not hang on a hidden frame.
 *
 * @example if (state.router.view === 'ApproveTransaction') leaveApproval(latch)
 */
export function leaveApproval(latch: Latch): void {
  const state = getStore(latch).getState()
  if (state.router.view !== 'ApproveTransaction') return
  // read directly (not getEmbeddedWallet): every close passes here, and a page without email login pays nothing
  for (const connector of state.connectors[state.activeNamespace] ?? []) connector.embedded?.rejectApproval()
}
