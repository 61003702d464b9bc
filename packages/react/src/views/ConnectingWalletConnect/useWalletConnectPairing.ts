import { type Connector, connect } from '@latch/core'
import { getStore, msUntilPairingExpired } from '@latch/core/internal'
import { useCallback, useEffect } from 'react'
import { useConnectors } from '../../hooks/useConnectors'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'

/** The WalletConnect connector of the active namespace, if an adapter offers one. */
function useWalletConnectConnector(): Connector | undefined {
  const activeNamespace = useLatchSelector((s) => s.activeNamespace)
  const entry = useConnectors().find(({ connector }) => connector.type === 'WALLET_CONNECT')?.connector
  return entry?.connectors?.find((c) => c.chain === activeNamespace) ?? entry?.connectors?.[0] ?? entry
}

/**
 * Keeps a WalletConnect pairing on offer while the view is shown (for the listing wallet the view was
 * opened with, if any, which becomes the recent wallet once connected): starts one when none is under way,
 * replaces its URI when it counts as expired (spec §5: under 10 s left of its four minutes), and
 * gives the view the URI, the failure if any, and a retry.
 */
export function useWalletConnectPairing() {
  const latch = useLatchInstance()
  const connector = useWalletConnectConnector()
  const wallet = useLatchSelector((s) => s.router.data?.wallet)
  const connecting = useLatchSelector((s) => s.connecting)
  const attempt = connector && connecting?.connectorId === connector.id ? connecting : undefined
  const expiresAt = attempt?.expiresAt

  const start = useCallback(() => {
    if (!connector) return
    connect(latch, {
      connectorId: connector.id,
      namespace: connector.chain,
      ...(wallet && { wallet: { id: wallet.id, name: wallet.name } }),
    }).catch(() => {
      // Shown by the view from `connecting.error`.
    })
  }, [latch, connector, wallet])

  const idle = connector !== undefined && attempt === undefined
  useEffect(() => {
    // A render made before the pairing started can commit after it (a new `start` re-runs this effect
    // with the stale `idle`): the store, not the render, says whether one is under way. Without this
    // check every open proposed two sessions, and the first URI (the one a deeplink opens) was dead.
    if (!idle || getStore(latch).getState().connecting?.connectorId === connector?.id) return
    start()
  }, [idle, start, latch, connector])

  useEffect(() => {
    if (expiresAt === undefined) return
    const timer = setTimeout(start, msUntilPairingExpired({ expiresAt }, Date.now()))
    return () => clearTimeout(timer)
  }, [expiresAt, start])

  return {
    connector,
    wallet,
    uri: attempt?.uri,
    error: attempt?.status === 'error' ? attempt.error : undefined,
    retry: start,
  }
}
