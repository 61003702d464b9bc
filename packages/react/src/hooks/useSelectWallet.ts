import { type Connector, connect, navigate } from '@latch/core'
import { useCallback } from 'react'
import { useLatchInstance } from './useLatchInstance'
import { useLatchSelector } from './useLatchSelector'

/**
 * Opens ConnectingExternal for a wallet and asks it to connect; errors show in that view. WalletConnect
 * opens its QR view, which starts the pairing itself (and restarts it when the URI expires).
 */
export function useSelectWallet(): (connector: Connector) => void {
  const latch = useLatchInstance()
  const activeNamespace = useLatchSelector((s) => s.activeNamespace)
  return useCallback(
    (connector: Connector) => {
      const target =
        connector.connectors?.find((c) => c.chain === activeNamespace) ??
        connector.connectors?.[0] ??
        connector
      const pairs = target.type === 'WALLET_CONNECT'
      navigate(latch, {
        view: pairs ? 'ConnectingWalletConnect' : 'ConnectingExternal',
        data: { connectorId: target.id },
      })
      if (pairs) return
      connect(latch, { connectorId: target.id, namespace: target.chain }).catch(() => {
        // Shown by ConnectingExternal from `connecting.error`.
      })
    },
    [latch, activeNamespace],
  )
}
