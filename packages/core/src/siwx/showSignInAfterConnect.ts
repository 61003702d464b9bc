import { close } from '../actions/close'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import type { LatchState } from '../store/state'
import { checkSiwxSession } from './checkSiwxSession'
import { showSignInView } from './showSignInView'

const settled = (state: LatchState) => state.siwx.status !== 'checking'

/**
 * After a connect with `siwx` (spec §4: "if no session exists for the account, open SIWXSignMessage"):
 * the account's session is looked up first, the modal staying on the view it connected from; with a
 * session the modal closes, without one SIWXSignMessage opens. A returning person never sees a sign-in
 * view, nor one they cannot close while sign-in is required.
 *
 * @example void showSignInAfterConnect(latch)
 */
export async function showSignInAfterConnect(latch: Latch): Promise<void> {
  const store = getStore(latch)
  // mountSiwx has usually started the lookup already; this starts it when it has not
  await checkSiwxSession(latch)
  if (!settled(store.getState()))
    await new Promise<void>((resolve) => {
      const stop = store.subscribe((state) => {
        if (!settled(state)) return
        stop()
        resolve()
      })
    })
  const { siwx } = store.getState()
  if (siwx.status === 'signedIn') close(latch)
  else if (siwx.status === 'ready') showSignInView(latch)
}
