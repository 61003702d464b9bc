import type { Connector } from '@latch/core'
import {
  type ConnectorGroup,
  getFeatures,
  mergeConnectors,
  orderConnectorsByType,
} from '@latch/core/internal'
import { useMemo } from 'react'
import { useLatchInstance } from './useLatchInstance'
import { useLatchSelector } from './useLatchSelector'

/**
 * The browser's wallets (and WalletConnect), as the adapters discovered them, merged across chains. The
 * email login (AUTH) is not a wallet to pick from a list: Connect offers it as its own method.
 */
export function useInstalledConnectors(): Connector[] {
  const byNamespace = useLatchSelector((s) => s.connectors)
  return useMemo(
    () => mergeConnectors(Object.values(byNamespace).flat()).filter((connector) => connector.type !== 'AUTH'),
    [byNamespace],
  )
}

/** The active namespace's email login connector, when the host configured one and `features.email` is on. */
export function useEmailConnector(): Connector | undefined {
  const latch = useLatchInstance()
  const connectors = useLatchSelector((s) => s.connectors[s.activeNamespace])
  const email = useLatchSelector(() => getFeatures(latch).email)
  return email ? connectors?.find((connector) => connector.type === 'AUTH' && connector.embedded) : undefined
}

/** Every discovered connector, merged across chains and in the spec's type order. */
export function useConnectors(): { group: ConnectorGroup; connector: Connector }[] {
  const installed = useInstalledConnectors()
  const recentWallets = useLatchSelector((s) => s.recentWallets)
  const latch = useLatchInstance()
  return useMemo(
    () =>
      orderConnectorsByType(installed, {
        recentIds: recentWallets.map((w) => w.id),
        order: latch.config.connectorTypeOrder,
      }),
    [installed, recentWallets, latch],
  )
}

/**
 * Whether Connect offers social logins: an email and social login connector (AUTH) is configured and
 * `features.socials` lists a provider or Farcaster (which ones, the social logins' own chunk works out).
 */
export function useSocialLoginsOn(): boolean {
  const latch = useLatchInstance()
  const socials = useLatchSelector(() => getFeatures(latch).socials)
  const hasAuth = useLatchSelector((s) =>
    Boolean(
      s.connectors[s.activeNamespace]?.some((connector) => connector.type === 'AUTH' && connector.embedded),
    ),
  )
  return hasAuth && Array.isArray(socials) && socials.length > 0
}
