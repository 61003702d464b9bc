import type { AdapterEvents, ChainAdapter } from '../adapter'
import { SOCIAL_RETURN_PARAMETER } from '../constants'
import type { Latch } from '../latch'
import { getLatchInternal, getStorage, getStore } from '../latch'
import { holdsSeveralWallets } from '../rules/holdsSeveralWallets'
import { resolveDefaultAccountType } from '../rules/resolveDefaultAccountType'
import { getActiveNetwork } from '../selectors'
import { savePersisted } from '../store/persisted'
import { patchAccount } from '../store/update'
import { CHAIN_NAMESPACES, type ChainNamespace } from '../types'
import { toCaipAddress } from '../utils/caip'
import { activateNamespace } from './activateNamespace'
import { applyConnection } from './applyConnection'
import { applyWalletChain } from './applyWalletChain'
import { clearConnection } from './clearConnection'
import { close } from './close'
import { fetchBalance } from './fetchBalance'
import { followApproval } from './followApproval'
import { reportRestoreFailure } from './reportRestoreFailure'

function walletEvents(latch: Latch, adapter: ChainAdapter): AdapterEvents {
  const { namespace } = adapter
  const isActive = (connectorId: string) =>
    getStore(latch).getState().activeConnectorIds[namespace] === connectorId
  const forget = () => {
    clearConnection(latch, { namespace })
    // only the namespace on screen takes the modal with it: a login ended on every chain at once must
    // not close the view the person is using on another
    const { activeNamespace, router } = getStore(latch).getState()
    if (activeNamespace === namespace && router.view !== 'Connect') close(latch)
  }
  // multiWallet (spec §6): every held wallet is followed, and a drop keeps the others. Its handling
  // is a separate chunk, so a page that holds one wallet never loads it.
  const holdsSeveral = () => holdsSeveralWallets(getStore(latch).getState().connections[namespace])
  const follow = (connectorId: string, addresses?: string[]) =>
    void import('./followHeldWallet').then(
      ({ followHeldWallet }) => followHeldWallet(latch, { namespace, connectorId, addresses }),
      // a chunk that fails to load leaves the list as it was; the next request to that wallet fails
      () => {},
    )
  return {
    accountsChanged(connectorId, addresses) {
      if (holdsSeveral()) {
        follow(connectorId, addresses)
        if (addresses.length === 0) return
      }
      if (!isActive(connectorId)) return
      const [address] = addresses
      const account = getStore(latch).getState().accounts[namespace]
      if (!address) return forget()
      if (!account?.caipNetworkId || account.address === address) return
      patchAccount(latch, namespace, {
        address,
        caipAddress: toCaipAddress(account.caipNetworkId, address),
        balance: undefined,
        balanceFailedAt: undefined,
      })
      void fetchBalance(latch)
    },
    chainChanged(connectorId, caipNetworkId) {
      if (isActive(connectorId)) applyWalletChain(latch, { namespace, caipNetworkId })
    },
    disconnect(connectorId) {
      if (holdsSeveral()) follow(connectorId)
      else if (isActive(connectorId)) forget()
    },
    approvalChanged(connectorId, open) {
      if (isActive(connectorId)) followApproval(latch, open)
    },
  }
}

/**
 * Forgets a connection that did not come back; when it was the active namespace's, another namespace's
 * reconnected account (one wallet on two chains) takes its place.
 */
function forgetRestored(latch: Latch, namespace: ChainNamespace): void {
  clearConnection(latch, { namespace })
  const { activeNamespace, accounts } = getStore(latch).getState()
  if (activeNamespace !== namespace) return
  const other = CHAIN_NAMESPACES.find((n) => n !== namespace && accounts[n]?.status === 'connected')
  if (other) activateNamespace(latch, { namespace: other })
}

async function restore(latch: Latch, adapter: ChainAdapter): Promise<void> {
  const { namespace } = adapter
  const connectorId = getStore(latch).getState().activeConnectorIds[namespace]
  if (!connectorId) return
  getStore(latch).setState((s) => ({
    loading: true,
    loadingNamespaceMap: { ...s.loadingNamespaceMap, [namespace]: true },
  }))
  try {
    // the host's default account type, as connect gives it: the wallet's kept choice still wins
    const connection = await adapter.reconnect({
      connectorId,
      preferredAccountType: resolveDefaultAccountType(latch.config.defaultAccountTypes, namespace),
    })
    const { activeNamespace, activeConnectorIds } = getStore(latch).getState()
    if (!connection) forgetRestored(latch, namespace)
    else if (activeNamespace !== namespace && activeConnectorIds[activeNamespace]) {
      // Reconnected beside the namespace the page left off on, which stays the active one.
      applyConnection(latch, { namespace, connection, activate: false })
    } else {
      applyConnection(latch, { namespace, connection })
      if (!getActiveNetwork(latch, getStore(latch).getState()))
        applyWalletChain(latch, { namespace, caipNetworkId: connection.caipNetworkId })
      else void fetchBalance(latch)
    }
  } catch (cause) {
    // The wallet is gone or refuses: forget it rather than prompting on page load, and report why.
    forgetRestored(latch, namespace)
    reportRestoreFailure(latch, namespace, connectorId, cause)
  } finally {
    getStore(latch).setState((s) => {
      const loadingNamespaceMap = { ...s.loadingNamespaceMap, [namespace]: false }
      return { loadingNamespaceMap, loading: Object.values(loadingNamespaceMap).some(Boolean) }
    })
  }
}

/**
 * With `api` config, loads the service clients' mount (a separate chunk, so a host without a service
 * ships none of it) and starts it. Returns the function that stops it, also when it has not loaded yet.
 */
function startApi(latch: Latch): () => void {
  if (!latch.config.api) return () => {}
  let stop: (() => void) | undefined
  let stopped = false
  Promise.all([import('../api/mountApi'), import('../api/reportError')]).then(
    ([{ mountApi }, { reportError }]) => {
      if (stopped) return
      stop = mountApi(latch)
      // the error-report path of every action (see reportActionError), at most 5 per 60 s
      const internal = getLatchInternal(latch)
      internal.reportError = (error) => void reportError(latch, { error })
      const pending = internal.pendingReports ?? []
      internal.pendingReports = undefined
      for (const error of pending) internal.reportError(error)
    },
    // a chunk that fails to load costs analytics, never the modal
    () => {},
  )
  return () => {
    stopped = true
    stop?.()
    getLatchInternal(latch).reportError = undefined
  }
}

/**
 * With `siwx` config, loads the sign-in rule (a separate chunk, so a host without sign-in ships none
 * of it) and starts it. Returns the function that stops it, also when it has not loaded yet.
 */
function startSiwx(latch: Latch): () => void {
  if (!latch.config.siwx) return () => {}
  let stop: (() => void) | undefined
  let stopped = false
  import('../siwx/mountSiwx').then(
    ({ mountSiwx }) => {
      if (!stopped) stop = mountSiwx(latch)
    },
    // without its chunk nobody is asked to sign in; the host's server still checks sessions
    () => {},
  )
  return () => {
    stopped = true
    stop?.()
  }
}

/** Stops everything `mountLatch` started (once the last of nested mounts is gone). */
export type MountLatchReturnType = () => void

/**
 * Starts wallet discovery, wallet event handling, persistence and the silent reconnect of the last
 * wallet. With `api` config it also fetches the remote and analytics config once and sends the
 * modal's analytics events and error reports (see mountApi). Call once the page is ready
 * (LatchProvider does it); returns the function that stops it all.
 * Mounting twice is counted, so nested providers share one start.
 *
 * @example const unmount = mountLatch(latch)
 */
export function mountLatch(latch: Latch): MountLatchReturnType {
  getLatchInternal(latch).mounts += 1
  if (getLatchInternal(latch).mounts === 1) {
    const stops = latch.config.adapters.map((adapter) =>
      adapter.setup({
        networks: latch.config.networks.filter((n) => n.chainNamespace === adapter.namespace),
        onConnectors: (connectors) =>
          getStore(latch).setState((s) => ({
            connectors: { ...s.connectors, [adapter.namespace]: connectors },
          })),
        events: walletEvents(latch, adapter),
        projectId: latch.config.projectId,
      }),
    )
    const unsubscribe = getStore(latch).subscribe((state, previous) => {
      if (
        state.recentWallets !== previous.recentWallets ||
        state.activeConnectorIds !== previous.activeConnectorIds ||
        state.activeCaipNetworkId !== previous.activeCaipNetworkId
      ) {
        savePersisted(getStorage(latch), state, getActiveNetwork(latch, state) !== undefined)
      }
    })
    const stopApi = startApi(latch)
    const stopSiwx = startSiwx(latch)
    getLatchInternal(latch).stopMounted = () => {
      unsubscribe()
      stopApi()
      stopSiwx()
      for (const stop of stops) stop()
    }
    for (const adapter of latch.config.adapters) void restore(latch, adapter)
    // A social login in the redirect mode comes back to this page: its own chunk finishes it.
    if (typeof location !== 'undefined' && new URLSearchParams(location.search).has(SOCIAL_RETURN_PARAMETER))
      void import('./resumeSocialLogin').then(({ resumeSocialLogin }) => resumeSocialLogin(latch))
  }
  let unmounted = false
  return () => {
    if (unmounted) return
    unmounted = true
    getLatchInternal(latch).mounts -= 1
    if (getLatchInternal(latch).mounts === 0) {
      getLatchInternal(latch).stopMounted?.()
      getLatchInternal(latch).stopMounted = undefined
      clearTimeout(getLatchInternal(latch).snackbarTimer)
    }
  }
}
