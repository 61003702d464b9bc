import type { Latch } from '../latch'
import { getStore } from '../latch'
import { resetView } from '../rules/router'

/**
 * Opens the modal on SIWXSignMessage (spec §4), leaving the router alone when it is there already.
 *
 * @example showSignInView(latch)
 */
export function showSignInView(latch: Latch): void {
  getStore(latch).setState((s) => ({
    open: true,
    router: s.router.view === 'SIWXSignMessage' ? s.router : resetView(s.router, 'SIWXSignMessage'),
  }))
}
