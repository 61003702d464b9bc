import type { Latch } from '../latch'
import { getStore } from '../latch'
import { getActiveAccount } from '../selectors'
import { checkSiwxSession } from './checkSiwxSession'
import { watchSessionExpiry } from './sessionExpiry'

/**
 * Starts the sign-in rule of spec §4: each time the connected account or its network changes (a
 * connect, a restored connection, a network switch, another account in the wallet), its session is
 * looked up and, when there is none, SIWXSignMessage opens; a session expiring while in use asks
 * again ('Session Expired'). Returns the function that stops it.
 *
 * @example const stop = mountSiwx(latch)
 */
export function mountSiwx(latch: Latch): () => void {
  const unsubscribe = getStore(latch).subscribe((state, previous) => {
    const account = getActiveAccount(state)
    const before = getActiveAccount(previous)
    if (account?.caipAddress !== before?.caipAddress || account?.status !== before?.status)
      void checkSiwxSession(latch)
  })
  void checkSiwxSession(latch)
  const stopExpiry = watchSessionExpiry(latch)
  return () => {
    unsubscribe()
    stopExpiry()
  }
}
