import type { Latch } from '../latch'
import { getStore } from '../latch'
import { getActiveAccount } from '../selectors'

/**
 * After the active account's first operation is mined: a smart account that was counterfactual has been
 * deployed by it, so its type facts are read again ('Not deployed' goes). Nothing for any other account.
 *
 * @example refreshDeployment(latch) // after a send's receipt
 */
export function refreshDeployment(latch: Latch): void {
  const state = getStore(latch).getState()
  if (getActiveAccount(state)?.smartAccountDeployed !== false) return
  void import('./refreshAccountType').then(
    ({ refreshAccountType }) => refreshAccountType(latch, { namespace: state.activeNamespace }),
    // without its chunk 'Not deployed' stays until the next connect or network change
    () => {},
  )
}
