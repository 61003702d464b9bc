import type { CustomWallet } from '../config/types'
import type { ChainNamespace, Connector } from '../types'
import type { WalletListingEntry } from '../types/walletListing'

/**
 * A wallet of the listing as a connector of `chain`: no provider, reached through WalletConnect.
 * `imageUrl` is the services' image route for its `image_id` (or a custom wallet's `data:` image).
 *
 * @example toListingConnector({ id: 'rainbow', name: 'Rainbow' }, 'eip155', src)
 */
export function toListingConnector(
  entry: WalletListingEntry,
  chain: ChainNamespace,
  imageUrl: string | undefined,
): Connector {
  return {
    id: entry.id,
    name: entry.name,
    type: 'EXTERNAL',
    chain,
    explorerId: entry.id,
    ...(entry.image_id ? { imageId: entry.image_id } : {}),
    ...(imageUrl ? { imageUrl } : {}),
    ...(entry.rdns ? { info: { rdns: entry.rdns } } : {}),
    listing: entry,
  }
}

/** A host's custom wallet as a listing entry, so it is shown and opened like the listing's. */
export function customWalletEntry({ imageUrl: _image, ...wallet }: CustomWallet): WalletListingEntry {
  return wallet
}

/**
 * The listing entries still to show next to the `shown` connectors: not the same wallet as one of
 * them (same id, or an installed wallet announcing the entry's rdns), not excluded, each once.
 *
 * @example withoutShownWallets(page.data, installed, config.excludeWalletIds)
 */
export function withoutShownWallets(
  entries: readonly WalletListingEntry[],
  shown: readonly Connector[],
  excludeIds: readonly string[] = [],
): WalletListingEntry[] {
  const ids = new Set<string>(excludeIds)
  const rdns = new Set<string>()
  for (const connector of shown.flatMap((c) => [c, ...(c.connectors ?? [])])) {
    ids.add(connector.id)
    if (connector.explorerId) ids.add(connector.explorerId)
    const announced = connector.info?.rdns ?? connector.id
    rdns.add(announced)
  }
  return entries.filter((entry) => {
    if (ids.has(entry.id) || (entry.rdns && rdns.has(entry.rdns))) return false
    ids.add(entry.id)
    return true
  })
}
