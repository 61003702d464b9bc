import type { Connector } from '@latch/core'
import { type ConnectorGroup, mergeConnectors, orderConnectorsByType } from '@latch/core/internal'
import { useMemo } from 'react'
import { useLatchSelector } from './useLatchSelector'

/** Every discovered connector, merged across chains and in the spec's type order. */
export function useConnectors(): { group: ConnectorGroup; connector: Connector }[] {
  const byNamespace = useLatchSelector((s) => s.connectors)
  const recentWallets = useLatchSelector((s) => s.recentWallets)
  return useMemo(
    () =>
      orderConnectorsByType(mergeConnectors(Object.values(byNamespace).flat()), {
        recentIds: recentWallets.map((w) => w.id),
      }),
    [byNamespace, recentWallets],
  )
}
