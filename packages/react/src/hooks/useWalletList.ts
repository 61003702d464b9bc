import type { Connector } from '@latch/core'
import {
  type ConnectorGroup,
  customWalletEntry,
  orderConnectorsByType,
  toListingConnector,
  withoutShownWallets,
} from '@latch/core/internal'
import { loadWalletListing } from '@latch/core/modal'
import { getWalletImageUrl, type WalletListingEntry } from '@latch/core/services'
import { useCallback, useEffect, useMemo } from 'react'
import { useInstalledConnectors } from './useConnectors'
import { useLatchInstance } from './useLatchInstance'
import { useLatchSelector } from './useLatchSelector'

export interface WalletListItem {
  group: ConnectorGroup
  connector: Connector
}

/** The host's custom wallets as connectors of the active namespace. */
export function useCustomConnectors(): Connector[] {
  const latch = useLatchInstance()
  const chain = useLatchSelector((s) => s.activeNamespace)
  return useMemo(
    () =>
      (latch.config.customWallets ?? []).map((wallet) =>
        toListingConnector(customWalletEntry(wallet), chain, wallet.imageUrl),
      ),
    [latch, chain],
  )
}

/** Turns a listing entry into a connector of the active namespace, its image from the services. */
export function useListingConnector(): (entry: WalletListingEntry) => Connector {
  const latch = useLatchInstance()
  const chain = useLatchSelector((s) => s.activeNamespace)
  return useCallback(
    (entry) => toListingConnector(entry, chain, getWalletImageUrl(latch, { id: entry.image_id })),
    [latch, chain],
  )
}

/**
 * Every wallet to offer, in the spec's type order (walletConnect, recent, injected, featured, custom,
 * external, recommended): the browser's wallets, then the services' listing — the featured and
 * recent wallets it names and its top entries as recommended, without the installed ones — and the
 * host's custom wallets. `count` is how many wallets All Wallets holds. Reads the listing once.
 */
export function useWalletList(): { wallets: WalletListItem[]; count: number } {
  const latch = useLatchInstance()
  const installed = useInstalledConnectors()
  const custom = useCustomConnectors()
  const listing = useLatchSelector((s) => s.walletListing)
  const recentWallets = useLatchSelector((s) => s.recentWallets)

  const recentKey = recentWallets.map((w) => w.id).join(',')
  // biome-ignore lint/correctness/useExhaustiveDependencies: recentKey reads the listing again when a wallet becomes recent, so it is offered at once
  useEffect(() => {
    void loadWalletListing(latch)
  }, [latch, recentKey])

  const toConnector = useListingConnector()
  return useMemo(() => {
    const { featuredWalletIds = [], excludeWalletIds } = latch.config
    // Featured wallets keep the host's order, whatever the listing's.
    const rank = (id: string) => featuredWalletIds.indexOf(id) >>> 0
    const named = withoutShownWallets(listing.named, [...installed, ...custom], excludeWalletIds)
      .sort((a, b) => rank(a.id) - rank(b.id))
      .map(toConnector)
    const recommended = withoutShownWallets(
      listing.recommended,
      [...installed, ...custom, ...named],
      excludeWalletIds,
    ).map(toConnector)
    const wallets = orderConnectorsByType([...installed, ...named, ...custom, ...recommended], {
      recentIds: recentWallets.map((w) => w.id),
      featuredIds: featuredWalletIds,
      customIds: custom.map((c) => c.id),
      recommendedIds: recommended.map((c) => c.id),
      order: latch.config.connectorTypeOrder,
    })
    return { wallets, count: installed.length + custom.length + listing.count }
  }, [latch, toConnector, installed, custom, listing, recentWallets])
}
