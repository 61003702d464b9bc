import type { Latch } from '../latch'
import { getLatchInternal, getStore } from '../latch'
import { getActiveAccount, isConnected } from '../selectors'
import type { LatchState } from '../store/state'
import { alertInvalidAppConfiguration } from './alertInvalidAppConfiguration'
import { alertServicesUnavailable, isServicesUnreachable } from './alertServicesUnavailable'
import { checkAllowedOrigins } from './checkAllowedOrigins'
import { HttpStatusError } from './errors'
import { getAnalyticsEnabled } from './getAnalyticsEnabled'
import { getRemoteConfig } from './getRemoteConfig'
import { reportError } from './reportError'
import { sendAnalyticsEvent } from './sendAnalyticsEvent'

function track(latch: Latch, event: string, properties: Record<string, unknown>): void {
  void sendAnalyticsEvent(latch, { type: 'track', event, properties })
}

function trackModalOpen(latch: Latch, state: LatchState): void {
  track(latch, 'MODAL_OPEN', { connected: isConnected(state), view: state.router.view })
}

/** Turns store changes into analytics events (errors are reported by the actions that fail). */
function onChange(latch: Latch, state: LatchState, previous: LatchState): void {
  if (state.open && !previous.open) trackModalOpen(latch, state)
  const namespace = state.activeNamespace
  const account = getActiveAccount(state)
  // A silent reconnect on page load runs with the namespace loading; only a person's connect counts.
  if (
    account?.status === 'connected' &&
    previous.accounts[namespace]?.status !== 'connected' &&
    !state.loadingNamespaceMap[namespace]
  ) {
    const connectorId = state.activeConnectorIds[namespace]
    const connector = state.connectors[namespace]?.find((c) => c.id === connectorId)
    track(latch, 'CONNECT_SUCCESS', {
      connectorId,
      name: connector?.name,
      caipNetworkId: account.caipNetworkId,
    })
  }
  const { connecting } = state
  if (connecting?.status === 'error' && connecting !== previous.connecting && connecting.error) {
    const { code, message } = connecting.error
    // the failure itself is reported by connect (reportActionError), wrapped, with its stack
    track(latch, 'CONNECT_ERROR', { connectorId: connecting.connectorId, code, message })
  }
}

/**
 * What mountLatch starts when `api` is configured: the remote config and, unless the host set
 * `features.analytics: false`, the analytics config are fetched once per instance (a failure keeps
 * the spec's defaults with analytics off; a 403 opens 'Invalid App Configuration', services that do
 * not answer 'Services Unavailable'; nothing else reaches the modal), and store changes become
 * analytics events (MODAL_OPEN, CONNECT_SUCCESS, CONNECT_ERROR). Errors of actions are reported
 * by the actions themselves (reportActionError). Returns the function that stops the events.
 *
 * @example const stop = mountApi(latch)
 */
export function mountApi(latch: Latch): () => void {
  const internal = getLatchInternal(latch).api
  if (!latch.config.api) return () => {}
  if (!internal.remoteConfigRequested) {
    internal.remoteConfigRequested = true
    // asked now rather than at the first event; a 403 there opens the alert (see getAnalyticsEnabled)
    void getAnalyticsEnabled(latch)
    void checkAllowedOrigins(latch)
    getRemoteConfig(latch).then(
      (features) => {
        getStore(latch).setState({ remoteFeatures: features })
      },
      (error: unknown) => {
        // A 403 means the service refuses this page (origin not allowed, unknown project): the
        // events that would show it are never sent then, so the refused call shows the alert.
        if (error instanceof HttpStatusError && error.status === 403)
          alertInvalidAppConfiguration(latch, error)
        else if (isServicesUnreachable(error)) alertServicesUnavailable(latch)
        // an outage's report would go to the same services; any other failure is worth one
        else void reportError(latch, { error })
      },
    )
  }
  // This part loads lazily: a modal the person opened before it arrived still counts as opened.
  if (getStore(latch).getState().open) trackModalOpen(latch, getStore(latch).getState())
  return getStore(latch).subscribe((state, previous) => onChange(latch, state, previous))
}
