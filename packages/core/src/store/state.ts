import type {
  AccountState,
  AlertState,
  CaipNetworkId,
  ChainNamespace,
  Connection,
  Connector,
  RecentWallet,
  RouterState,
  SnackbarState,
} from '../types'

/** A pending or failed wallet request shown by a Connecting view. */
export interface PendingRequest {
  connectorId: string
  status: 'waiting' | 'error'
  error?: { code: string; message: string; details?: string }
}

/** Everything one Latch instance knows; the UI renders from it and nothing else. */
export interface LatchState {
  open: boolean
  loading: boolean
  loadingNamespaceMap: Partial<Record<ChainNamespace, boolean>>
  router: RouterState
  activeNamespace: ChainNamespace
  /** The network in use: the host's choice while disconnected, the wallet's chain once connected. */
  activeCaipNetworkId: CaipNetworkId
  /** Discovered connectors per namespace, as the adapters report them. */
  connectors: Partial<Record<ChainNamespace, Connector[]>>
  activeConnectorIds: Partial<Record<ChainNamespace, string>>
  connections: Partial<Record<ChainNamespace, Connection[]>>
  accounts: Partial<Record<ChainNamespace, AccountState>>
  recentWallets: RecentWallet[]
  connecting?: PendingRequest
  switchingNetwork?: { caipNetworkId: CaipNetworkId; status: 'waiting' | 'error'; error?: string }
  snackbar: SnackbarState
  alert: AlertState
  /** Bumped when a close is refused, so the UI can shake. */
  refusedCloseCount: number
}
