import type { ChainNamespace } from '../types/network'
import type { ViewName } from '../types/view'

export interface SelectOpenViewInput {
  /** The namespace the host asked to open the modal for, if any. */
  requestedNamespace?: ChainNamespace
  activeNamespace: ChainNamespace
  /** The host drives wallet-connect itself (manual wallet-connect control). */
  manualWalletConnect: boolean
  hasAdapters: boolean
  hasAddress: boolean
  isMobile: boolean
  requestedView?: ViewName
  isConnected: boolean
}

export interface SelectOpenViewResult {
  /** Set when the requested namespace differs from the active one: switch network first. */
  switchToNamespace?: ChainNamespace
  view: ViewName
}

/**
 * Chooses the view the modal opens on (spec §2, in this order):
 * 1. a requested namespace that differs from the active chain switches the network (and the steps below still choose the view);
 * 2. manual wallet-connect control, or no adapters and no address: AllWallets on mobile, otherwise ConnectingWalletConnectBasic;
 * 3. otherwise an explicitly requested view;
 * 4. otherwise Account when connected;
 * 5. otherwise Connect.
 *
 * @example
 * selectOpenView({ activeNamespace: 'eip155', manualWalletConnect: false, hasAdapters: true,
 *   hasAddress: false, isMobile: false, isConnected: false }) // { view: 'Connect' }
 */
export function selectOpenView(input: SelectOpenViewInput): SelectOpenViewResult {
  const { requestedNamespace, activeNamespace } = input
  const switchToNamespace =
    requestedNamespace !== undefined && requestedNamespace !== activeNamespace
      ? requestedNamespace
      : undefined
  const view = chooseView(input)
  return switchToNamespace ? { switchToNamespace, view } : { view }
}

function chooseView(input: SelectOpenViewInput): ViewName {
  if (input.manualWalletConnect || (!input.hasAdapters && !input.hasAddress)) {
    return input.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic'
  }
  if (input.requestedView) return input.requestedView
  return input.isConnected ? 'Account' : 'Connect'
}
