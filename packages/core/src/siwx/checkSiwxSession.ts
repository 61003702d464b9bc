import { close } from '../actions/close'
import { reportActionError } from '../actions/reportActionError'
import { parseError } from '../errors/parseError'
import { SiwxSignInError } from '../errors/siwx'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { expireSiwxSession, isSiwxSessionExpired } from './sessionExpiry'
import { showSignInView } from './showSignInView'
import { getSignInAccount } from './signInAccount'

/**
 * Looks up the connected account's session on the active network (spec §4): with one, the account is
 * signed in (and a modal waiting on the sign-in view closes); without, the modal opens
 * SIWXSignMessage. Runs whenever the account or network changes; an answer for an account that is no
 * longer the active one is dropped.
 *
 * @example await checkSiwxSession(latch)
 */
export async function checkSiwxSession(latch: Latch): Promise<void> {
  const { siwx } = latch.config
  const state = getStore(latch).getState()
  const account = getSignInAccount(state)
  if (!siwx || !account) {
    if (state.siwx.status !== 'idle')
      getStore(latch).setState({
        siwx: { ...state.siwx, status: 'idle', caipAddress: undefined, session: undefined, error: undefined },
      })
    return
  }
  const { caipAddress, caipNetworkId, address } = account
  // The wallet is on a network the host lacks: UnsupportedChain comes first, the sign-in after the switch.
  if (!latch.config.networks.some((network) => network.caipNetworkId === caipNetworkId)) return
  if (state.siwx.caipAddress === caipAddress && state.siwx.status !== 'idle') return
  getStore(latch).setState((s) => ({
    siwx: { ...s.siwx, status: 'checking', caipAddress, session: undefined, error: undefined },
  }))
  let sessions: Awaited<ReturnType<typeof siwx.getSessions>>
  try {
    sessions = await siwx.getSessions(caipNetworkId, address)
  } catch (cause) {
    // Sessions that cannot be read are treated as none: the person is asked to sign in again.
    reportActionError(latch, new SiwxSignInError({ cause, details: parseError(cause) }))
    sessions = []
  }
  if (getStore(latch).getState().siwx.caipAddress !== caipAddress) return
  const live = sessions.filter((kept) => !isSiwxSessionExpired(kept, Date.now()))
  const [session] = live
  if (session) {
    getStore(latch).setState((s) => ({
      siwx: { ...s.siwx, status: 'signedIn', session, lastSignedInCaipNetworkId: caipNetworkId },
    }))
    if (getStore(latch).getState().router.view === 'SIWXSignMessage') close(latch)
    return
  }
  // a session past its expiry on reconnect: the person hears why they are asked to sign in again
  if (live.length < sessions.length) expireSiwxSession(latch)
  else {
    getStore(latch).setState((s) => ({ siwx: { ...s.siwx, status: 'ready' } }))
    showSignInView(latch)
  }
}
