import type { Latch } from '../latch'
import { getStore } from '../latch'
import type { SignInStatus, SiwxSession } from '../types'

/** The connected account's sign-in, as a host reads it. */
export interface GetSessionReturnType {
  /** 'signedIn' with a session; 'checking', 'ready' (waiting for the person), 'signing' or 'error' on the way. */
  status: SignInStatus
  /** The session of the connected account on the active network, once signed in. */
  session?: SiwxSession
}

/**
 * The connected account's sign-in with the wallet (the host's `siwx` config): its status and session.
 * Watch it with `watchSession`; sign in and out with `signIn` and `signOut`.
 *
 * @example
 * const { status, session } = getSession(latch)
 * if (status === 'signedIn') showSignedInAs(session?.data.accountAddress)
 */
export function getSession(latch: Latch): GetSessionReturnType {
  const { status, session } = getStore(latch).getState().siwx
  return { status, session }
}
