import { getActiveAccount } from '../selectors'
import type { LatchState } from '../store/state'
import type { CaipNetworkId } from '../types'

/** The connected account a sign-in is about: its address, network and CAIP-10 id. */
export interface SignInAccount {
  address: string
  caipNetworkId: CaipNetworkId
  caipAddress: string
}

/**
 * The active namespace's connected account, or `undefined` when there is none to sign in.
 *
 * @example const account = getSignInAccount(getStore(latch).getState())
 */
export function getSignInAccount(state: LatchState): SignInAccount | undefined {
  const account = getActiveAccount(state)
  if (account?.status !== 'connected' || !account.address || !account.caipNetworkId || !account.caipAddress)
    return undefined
  return { address: account.address, caipNetworkId: account.caipNetworkId, caipAddress: account.caipAddress }
}
