import type { Connector } from '@latch/core'
import { type ConnectorGroup, mergeConnectors, orderConnectorsByType } from '@latch/core/internal'
import { useMemo } from 'react'
import { useLatchSelector } from './useLatchSelector'

/** The browser's wallets (and WalletConnect), as the adapters discovered them, merged across chains. */
export function useInstalledConnectors(): Connector[] {
  const byNamespace = useLatchSelector((s) => s.connectors)
  return useMemo(() => mergeConnectors(Object.values(byNamespace).flat()), [byNamespace])
}

/** Every discovered connector, merged across chains and in the spec's type order. */
export function useConnectors(): { group: ConnectorGroup; connector: Connector }[] {
  const installed = useInstalledConnectors()
  const recentWallets = useLatchSelector((s) => s.recentWallets)
  return useMemo(
    () => orderConnectorsByType(installed, { recentIds: recentWallets.map((w) => w.id) }),
    [installed, recentWallets],
  )
}
