import { getSession, type SignInStatus, type SiwxSession, signIn, signOut } from '@latch/core'
import { useCallback } from 'react'
import { useLatchGetter } from './useLatchGetter'
import { useLatchInstance } from './useLatchInstance'

export interface UseSignInReturnType {
  /** 'signedIn' with a session; 'checking', 'ready' (waiting for the person), 'signing' or 'error' on the way. */
  status: SignInStatus
  /** The connected account's session on the active network, once signed in. */
  session?: SiwxSession
  /** Asks the wallet to sign in now (`signIn`). */
  signIn: () => Promise<void>
  /** Ends the session through the host's `siwx` config (`signOut`); a required sign-in also disconnects. */
  signOut: () => Promise<void>
}

/**
 * The sign-in with the wallet (spec §4) of the connected account, for the host page's own UI.
 *
 * @example
 * const { status, session, signOut } = useSignIn()
 * if (status === 'signedIn') return <button onClick={() => signOut()}>Sign out {session?.data.accountAddress}</button>
 */
export function useSignIn(): UseSignInReturnType {
  const latch = useLatchInstance()
  const { status, session } = useLatchGetter(getSession)
  return {
    status,
    session,
    signIn: useCallback(() => signIn(latch), [latch]),
    signOut: useCallback(() => signOut(latch), [latch]),
  }
}
