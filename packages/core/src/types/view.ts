/**
 * The in-modal views of spec §2, plus `Networks`: the network list, from which
 * SwitchNetwork (waiting for the wallet) is pushed, so a failed switch goes back one view to it.
 */
export const VIEWS = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingExternal',
  'ConnectingFarcaster',
  'EmailLogin',
  'ProfileWallets',
  'UpdateEmailWallet',
  'UnsupportedChain',
  'Networks',
  'SwitchNetwork',
  'SwitchActiveChain',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'SIWXSignMessage',
  'ApproveTransaction',
  'Swap',
] as const
export type ViewName = (typeof VIEWS)[number]

/** Data a view is opened with (which wallet is connecting, which network is being switched to). */
export interface RouterData {
  connectorId?: string
  caipNetworkId?: string
}

/** One pending action on the router's transaction stack (spec §4). */
export interface TransactionAction {
  /** Run when the transaction succeeds. */
  onSuccess?: () => void
  /** Run on error; the router then goes back. */
  onError?: () => void
  /** Run on cancel; the router then goes back. */
  onCancel?: () => void
}

export interface RouterState {
  view: ViewName
  /** Views visited before `view`, oldest first; the current view is not in it. */
  history: ViewName[]
  data?: RouterData
  transactionStack: TransactionAction[]
}
