import { SwitchNetworkError } from '../errors/connection'
import { LatchError } from '../errors/LatchError'
import { parseError } from '../errors/parseError'
import type { SwitchChainError, UserRejectedRequestError } from '../errors/rpc'
import type { NetworkNotFoundError } from '../errors/state'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { planSwitchFailure } from '../rules/planSwitchFailure'
import { isConnected } from '../selectors'
import type { CaipNetworkId } from '../types'
import { activateNamespace } from './activateNamespace'
import { applyWalletChain } from './applyWalletChain'
import { networkNotFound } from './networkNotFound'
import { reportActionError } from './reportActionError'
import { showSnackbar } from './showSnackbar'

export interface SwitchNetworkParameters {
  /** One of the networks the host configured. */
  caipNetworkId: CaipNetworkId
}

export type SwitchNetworkReturnType = undefined

/** What `switchNetwork` rejects with: an unconfigured network, or the wallet's refusal (the adapter's LatchError). */
export type SwitchNetworkErrorType =
  | NetworkNotFoundError
  | SwitchNetworkError
  | SwitchChainError
  | UserRejectedRequestError
  | LatchError

/**
 * Switches the active network, also to another namespace's (its connected account then becomes the
 * active one). Disconnected there: just remembers the choice. Connected: asks the wallet
 * (adding the chain when it lacks it); on success the modal leaves the switch views, on failure it
 * shows the error and goes back one view from the switch view showing it, nowhere else (planSwitchFailure).
 *
 * @example await switchNetwork(latch, { caipNetworkId: 'eip155:31338' })
 */
export async function switchNetwork(
  latch: Latch,
  parameters: SwitchNetworkParameters,
): Promise<SwitchNetworkReturnType> {
  const { caipNetworkId } = parameters
  const network = latch.config.networks.find((n) => n.caipNetworkId === caipNetworkId)
  if (!network) throw networkNotFound(latch, caipNetworkId)
  const state = getStore(latch).getState()
  const namespace = network.chainNamespace
  const connectorId = state.activeConnectorIds[namespace]
  const adapter = latch.adapters.get(namespace)
  if (!state.accounts[namespace] || !connectorId || !adapter) {
    if (state.activeNamespace !== namespace) activateNamespace(latch, { namespace })
    getStore(latch).setState({ activeCaipNetworkId: caipNetworkId })
    return
  }
  // Another namespace's connected account: it becomes the active one, its wallet asked only when on another network.
  const crossing = state.activeNamespace !== namespace
  if (crossing && state.accounts[namespace]?.caipNetworkId === caipNetworkId) {
    activateNamespace(latch, { namespace })
    return
  }
  getStore(latch).setState({ switchingNetwork: { caipNetworkId, status: 'waiting' } })
  try {
    await adapter.switchNetwork({ connectorId, network })
  } catch (cause) {
    const message = parseError(cause)
    const current = getStore(latch).getState()
    const { router } = planSwitchFailure(current.router, caipNetworkId, { isConnected: isConnected(current) })
    getStore(latch).setState({ switchingNetwork: undefined, router })
    showSnackbar(latch, { message, variant: 'error' })
    throw reportActionError(
      latch,
      cause instanceof LatchError ? cause : new SwitchNetworkError({ details: message, cause }),
    )
  }
  // The wallet's chainChanged event normally arrives first; this covers wallets that stay silent.
  applyWalletChain(latch, { namespace, caipNetworkId })
  if (crossing) activateNamespace(latch, { namespace })
  getStore(latch).setState({ switchingNetwork: undefined })
}
