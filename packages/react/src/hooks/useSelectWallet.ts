import { type Connector, connect } from '@latch/core'
import { walletConnectorOn } from '@latch/core/internal'
import { navigate } from '@latch/core/modal'
import { useCallback } from 'react'
import { useLatchInstance } from './useLatchInstance'
import { useLatchSelector } from './useLatchSelector'

/**
 * Opens ConnectingExternal for a wallet and asks it to connect; errors show in that view. WalletConnect
 * opens its QR view, which starts the pairing itself (and restarts it when the URI expires); so does a
 * wallet of the listing, which the view pairs with (its icon on the QR code, its deeplink on phones).
 */
export function useSelectWallet(): (connector: Connector) => void {
  const latch = useLatchInstance()
  const activeNamespace = useLatchSelector((s) => s.activeNamespace)
  return useCallback(
    (connector: Connector) => {
      const target = walletConnectorOn(connector, activeNamespace)
      // Not (yet) on the namespace the modal shows: ConnectingExternal says so, and connects there
      // once the wallet is found (an extension injected after the page loaded). Never another chain.
      if (!target) {
        navigate(latch, { view: 'ConnectingExternal', data: { connectorId: connector.id } })
        return
      }
      if (target.listing) {
        navigate(latch, { view: 'ConnectingWalletConnect', data: { wallet: target } })
        return
      }
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
