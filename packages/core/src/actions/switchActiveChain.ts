import type { Latch } from '../latch'
import { getStore } from '../latch'
import { planActiveChainSwitch } from '../rules/planActiveChainSwitch'
import { resetView } from '../rules/router'
import type { CaipNetworkId } from '../types'
import { connect } from './connect'
import { networkNotFound } from './networkNotFound'
import { switchNetwork } from './switchNetwork'

export interface SwitchActiveChainParameters {
  /** A configured network of the namespace to move to. */
  caipNetworkId: CaipNetworkId
}

export type SwitchActiveChainReturnType = undefined

/**
 * Moves the modal to another namespace's network (the SwitchActiveChain view, spec §2), one active
 * connector kept per namespace:
 * - an account is connected there: it becomes the active one (on that network, the wallet switching when
 *   needed), and the modal shows Account;
 * - the connected wallet serves that namespace too (one wallet on two chains): it is asked to connect
 *   there, as `connect` does (the modal closes on success); refused or failed, the modal stays on the
 *   namespace it was on;
 * - otherwise that namespace becomes active, disconnected, and the modal shows Connect to pick a wallet.
 * The other namespace's connection is kept, so switching back needs no new approval.
 *
 * @example await switchActiveChain(latch, { caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' })
 */
export async function switchActiveChain(
  latch: Latch,
  parameters: SwitchActiveChainParameters,
): Promise<SwitchActiveChainReturnType> {
  const network = latch.config.networks.find((n) => n.caipNetworkId === parameters?.caipNetworkId)
  if (!network) throw networkNotFound(latch, parameters?.caipNetworkId)
  const before = getStore(latch).getState()
  const target = network.chainNamespace
  const plan = planActiveChainSwitch({ ...before, target })
  if (plan.kind === 'activate') {
    await switchNetwork(latch, { caipNetworkId: network.caipNetworkId })
    getStore(latch).setState((s) => ({ router: resetView(s.router, 'Account') }))
    return
  }
  getStore(latch).setState({ activeNamespace: target, activeCaipNetworkId: network.caipNetworkId })
  if (plan.kind === 'connectOther') {
    getStore(latch).setState((s) => ({ router: resetView(s.router, 'Connect') }))
    return
  }
  try {
    await connect(latch, { connectorId: plan.connector.id, namespace: target })
  } catch (error) {
    // still on the view that asked, which shows the wallet's answer; the modal stays where it was
    getStore(latch).setState({
      activeNamespace: before.activeNamespace,
      activeCaipNetworkId: before.activeCaipNetworkId,
    })
    throw error
  }
}
