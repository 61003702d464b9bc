import type { Connector } from './connector'
import type { EmailLoginStep } from './embeddedWallet'

/**
 * The in-modal views of spec §2, plus `Networks`: the network list, from which
 * SwitchNetwork (waiting for the wallet) is pushed, so a failed switch goes back one view to it; and
 * the wallet features' views the Account opens (spec §1 send and receive): WalletSend (token, amount,
 * receiver), WalletSendSelectToken, WalletSendPreview (fee, then the wallet's approval), WalletReceive;
 * the swap view (spec §2): Swap (pair, amount, quote), SwapSelectToken, SwapPreview (fee, the approve
 * when needed, then the swap); and the on-ramp's (spec §1 buy crypto): OnrampBuy (currencies, amount,
 * providers with their quotes) and OnrampWaiting (the provider's popup, then the purchase until it lands);
 * and AccountSecurity: the embedded wallet's own account-security screen (its devices, sign out
 * everywhere), which the view shows as UpdateEmailWallet shows the frame's email change.
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
  'AccountSecurity',
  'UnsupportedChain',
  'Networks',
  'SwitchNetwork',
  'SwitchActiveChain',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'SIWXSignMessage',
  'ApproveTransaction',
  'Swap',
  'SwapSelectToken',
  'SwapPreview',
  'WalletSend',
  'WalletSendSelectToken',
  'WalletSendPreview',
  'WalletReceive',
  'OnrampBuy',
  'OnrampWaiting',
] as const
export type ViewName = (typeof VIEWS)[number]

/** Data a view is opened with (which wallet is connecting, which network is being switched to). */
export interface RouterData {
  connectorId?: string
  caipNetworkId?: string
  /** EmailLogin: the address the code went to, and what the frame asks next. */
  email?: string
  loginStep?: EmailLoginStep
  /** The listing wallet ConnectingWalletConnect pairs with: its icon on the QR code, its deeplink on phones. */
  wallet?: Connector
  /** RegisterAccountNameSuccess: the name just registered. */
  name?: string
  /** SwapSelectToken: which side of the swap the token is chosen for, the one sold or the one bought. */
  swapSide?: 'from' | 'to'
  /** Account: the tab to show first (default Tokens), e.g. Activity after a purchase. */
  accountTab?: 'tokens' | 'nfts' | 'activity'
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
