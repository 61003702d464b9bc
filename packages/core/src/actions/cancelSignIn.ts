import type { Latch } from '../latch'
import { getStore } from '../latch'
import { requireSiwx } from '../siwx/requireSiwx'
import { getSignInAccount } from '../siwx/signInAccount'
import { close } from './close'
import { disconnect } from './disconnect'
import { switchNetwork } from './switchNetwork'

export type CancelSignInReturnType = undefined

/**
 * The person declines to sign in (spec §4). Optional sign-in: the modal just closes. Required: the
 * wallet goes back to the last network it was signed in on when that one still has a session,
 * otherwise it is disconnected.
 *
 * @example await cancelSignIn(latch)
 */
export async function cancelSignIn(latch: Latch): Promise<CancelSignInReturnType> {
  const siwx = requireSiwx(latch)
  const state = getStore(latch).getState()
  if (!siwx.getRequired?.()) {
    getStore(latch).setState({ siwx: { ...state.siwx, status: 'idle', error: undefined } })
    close(latch)
    return
  }
  const account = getSignInAccount(state)
  const previous = state.siwx.lastSignedInCaipNetworkId
  if (account && previous && previous !== account.caipNetworkId) {
    const sessions = await siwx.getSessions(previous, account.address).catch(() => [])
    if (sessions.length > 0) {
      // back on a network with a session, the sign-in rule finds it and closes the modal
      await switchNetwork(latch, { caipNetworkId: previous }).catch(() => disconnect(latch))
      return
    }
  }
  await disconnect(latch)
}
