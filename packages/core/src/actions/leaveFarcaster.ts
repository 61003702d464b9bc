import { FARCASTER_RELOAD_DELAY_MS } from '../constants'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { isConnected } from '../selectors'

/**
 * The person leaves ConnectingFarcaster (close, Escape, back) without having connected (spec §2): the
 * Farcaster link goes (with the pending request) and, 100 ms later, the email and social login connector
 * reloads, dropping the sign-in its frame was waiting for.
 *
 * @example if (state.router.view === 'ConnectingFarcaster') leaveFarcaster(latch)
 */
export function leaveFarcaster(latch: Latch): void {
  const state = getStore(latch).getState()
  if (state.router.view !== 'ConnectingFarcaster' || isConnected(state)) return
  // read directly (not getEmbeddedWallet): every close passes here, and a page without it pays nothing
  const connectors = state.connectors[state.activeNamespace] ?? []
  setTimeout(() => {
    for (const connector of connectors) connector.embedded?.reload()
  }, FARCASTER_RELOAD_DELAY_MS)
}
