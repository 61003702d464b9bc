import { showAlert } from '../actions/showAlert'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import type { SiwxSession } from '../types'
import { showSignInView } from './showSignInView'

/** Spec §8's alert for a sign-in session past its expiration time. */
export const SESSION_EXPIRED_ALERT = 'Session Expired'

/** The longest wait setTimeout keeps (about 24.8 days); a later expiry is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1

/**
 * Whether the session's message set an expiration time that has passed at `now`.
 *
 * @example isSiwxSessionExpired(session, Date.now())
 */
export function isSiwxSessionExpired(session: SiwxSession, now: number): boolean {
  const { expirationTime } = session.data
  return expirationTime !== undefined && Date.parse(expirationTime) <= now
}

/**
 * The session in use has expired: the person sees 'Session Expired' and is asked to sign in again
 * (the account stays connected; the sign-in view's cancel rules apply as for any sign-in).
 *
 * @example expireSiwxSession(latch)
 */
export function expireSiwxSession(latch: Latch): void {
  showAlert(latch, {
    message: SESSION_EXPIRED_ALERT,
    details: 'Your sign-in has expired. Sign the message again to continue.',
  })
  getStore(latch).setState((s) => ({ siwx: { ...s.siwx, status: 'ready', session: undefined } }))
  showSignInView(latch)
}

/**
 * Expires the signed-in session when its expiration time comes while the page is open (the reconnect
 * case is checkSiwxSession's). Returns the function that stops it.
 *
 * @example const stop = watchSessionExpiry(latch)
 */
export function watchSessionExpiry(latch: Latch): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let watched: SiwxSession | undefined
  const schedule = () => {
    const { status, session } = getStore(latch).getState().siwx
    const current = status === 'signedIn' ? session : undefined
    if (current === watched) return
    clearTimeout(timer)
    timer = undefined
    watched = current
    const expirationTime = current?.data.expirationTime
    if (!current || expirationTime === undefined) return
    const wait = Math.min(Math.max(Date.parse(expirationTime) - Date.now(), 0), MAX_TIMER_MS)
    timer = setTimeout(() => {
      timer = undefined
      watched = undefined
      if (getStore(latch).getState().siwx.session !== current) return
      if (isSiwxSessionExpired(current, Date.now())) expireSiwxSession(latch)
      else schedule()
    }, wait)
  }
  const unsubscribe = getStore(latch).subscribe(schedule)
  schedule()
  return () => {
    unsubscribe()
    clearTimeout(timer)
  }
}
