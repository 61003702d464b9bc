import { signIn, signOut } from '@latch/core'
import type { SiwxState } from '@latch/core/internal'
import { useCallback } from 'react'
import { useLatchInstance } from './useLatchInstance'
import { useLatchSelector } from './useLatchSelector'

export interface UseSignInReturnType {
  /** 'signedIn' with a session; 'checking', 'ready' (waiting for the person), 'signing' or 'error' on the way. */
  status: SiwxState['status']
  /** The connected account's session on the active network, once signed in. */
  session: SiwxState['session']
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
  const status = useLatchSelector((s) => s.siwx.status)
  const session = useLatchSelector((s) => s.siwx.session)
  return {
    status,
    session,
    signIn: useCallback(() => signIn(latch), [latch]),
    signOut: useCallback(() => signOut(latch), [latch]),
  }
}
