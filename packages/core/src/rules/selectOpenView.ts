import type { AccountState } from '../types/account'
import type { ChainNamespace } from '../types/network'
import type { ViewName } from '../types/view'

export interface SelectOpenViewInput {
  /** The namespace the host asked to open the modal for, if any. */
  requestedNamespace?: ChainNamespace
  activeNamespace: ChainNamespace
  /** Each namespace's account: steps 2 and 4 read the one of the namespace in use after step 1. */
  accounts: Partial<Record<ChainNamespace, Pick<AccountState, 'status' | 'address'>>>
  /** The host drives wallet-connect itself (manual wallet-connect control). */
  manualWalletConnect: boolean
  hasAdapters: boolean
  isMobile: boolean
  requestedView?: ViewName
}

export interface SelectOpenViewResult {
  /** Set when the requested namespace differs from the active one: switch network first. */
  switchToNamespace?: ChainNamespace
  view: ViewName
}

/**
 * Chooses the view the modal opens on (spec §2, in this order):
 * 1. a requested namespace that differs from the active chain switches the network, and the steps
 *    below read that namespace's account, not the one being left;
 * 2. manual wallet-connect control, or no adapters and no address: AllWallets on mobile, otherwise ConnectingWalletConnectBasic;
 * 3. otherwise an explicitly requested view;
 * 4. otherwise Account when connected;
 * 5. otherwise Connect.
 *
 * @example
 * selectOpenView({ activeNamespace: 'eip155', accounts: { eip155: { status: 'connected', address } },
 *   requestedNamespace: 'solana', manualWalletConnect: false, hasAdapters: true, isMobile: false })
 * // { switchToNamespace: 'solana', view: 'Connect' }: connected on eip155 is not connected on solana
 */
export function selectOpenView(input: SelectOpenViewInput): SelectOpenViewResult {
  const { requestedNamespace, activeNamespace } = input
  const switchToNamespace =
    requestedNamespace !== undefined && requestedNamespace !== activeNamespace
      ? requestedNamespace
      : undefined
  const view = chooseView(input, input.accounts[switchToNamespace ?? activeNamespace])
  return switchToNamespace ? { switchToNamespace, view } : { view }
}

function chooseView(
  input: SelectOpenViewInput,
  account: Pick<AccountState, 'status' | 'address'> | undefined,
): ViewName {
  if (input.manualWalletConnect || (!input.hasAdapters && !account?.address)) {
    return input.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic'
  }
  if (input.requestedView) return input.requestedView
  return account?.status === 'connected' ? 'Account' : 'Connect'
}
