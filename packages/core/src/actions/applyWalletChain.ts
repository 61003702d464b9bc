import type { Latch } from '../latch'
import { getStore } from '../latch'
import { resetView } from '../rules/router'
import { getActiveNetwork } from '../selectors'
import { patchAccount } from '../store/update'
import type { CaipNetworkId, ChainNamespace } from '../types'
import { toCaipAddress } from '../utils/caip'
import { close } from './close'
import { fetchBalance } from './fetchBalance'

export interface ApplyWalletChainParameters {
  namespace: ChainNamespace
  caipNetworkId: CaipNetworkId
}

/**
 * The wallet is now on `caipNetworkId` (its own change, or a switch we asked for).
 * Unsupported: an open modal shows UnsupportedChain; a closed one stays closed (the page is not
 * interrupted; the connect button says "Wrong network" and `open()` shows UnsupportedChain).
 * Supported again: the switch views have done their job and give way.
 *
 * @example applyWalletChain(latch, { namespace: 'eip155', caipNetworkId: 'eip155:31338' })
 */
export function applyWalletChain(latch: Latch, parameters: ApplyWalletChainParameters): void {
  const { namespace, caipNetworkId } = parameters
  const before = getStore(latch).getState()
  const account = before.accounts[namespace]
  if (!account?.address) return
  // A smart account's deployment, and whether smart accounts are enabled, are the network's: ask again
  // (its own chunk: only a wallet with account types, the embedded wallet, needs it).
  if (account.preferredAccountType && account.caipNetworkId !== caipNetworkId)
    void import('./refreshAccountType').then(
      ({ refreshAccountType }) => refreshAccountType(latch, { namespace }),
      // without its chunk the facts stay those of the previous network until the next connect
      () => {},
    )
  patchAccount(latch, namespace, {
    caipNetworkId,
    caipAddress: toCaipAddress(caipNetworkId, account.address),
    balance: account.caipNetworkId === caipNetworkId ? account.balance : undefined,
    balanceFailedAt: account.caipNetworkId === caipNetworkId ? account.balanceFailedAt : undefined,
  })
  if (before.activeNamespace !== namespace) return
  getStore(latch).setState({ activeCaipNetworkId: caipNetworkId })
  const state = getStore(latch).getState()
  if (!getActiveNetwork(latch, state)) {
    // An open modal says so at once; a closed one stays closed (the button says "Wrong network")
    if (state.open) getStore(latch).setState({ router: resetView(state.router, 'UnsupportedChain') })
    return
  }
  const { view, history } = state.router
  if (view === 'UnsupportedChain' || (view === 'SwitchNetwork' && history.at(-1) === 'UnsupportedChain')) {
    close(latch)
  } else if (view === 'SwitchNetwork') {
    getStore(latch).setState({ router: resetView(state.router, 'Account') })
  }
  void fetchBalance(latch)
}
