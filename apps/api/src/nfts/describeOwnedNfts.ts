import { createTtlCache, type TtlCache } from '../cache/createTtlCache'
import type { AppDeps } from '../http/types'
import type { OwnedNft } from './listOwnedNfts'
import { type NftMetadata, readNftMetadata } from './readNftMetadata'

/** How long a token's metadata (or the failure to read it) is reused, and how many are kept. */
export const NFT_METADATA_TTL_MS = 5 * 60_000
const NFT_METADATA_MAX_ENTRIES = 2_000

/** An NFT as the service answers it (spec §3's NFT tab). */
export interface Nft {
  /** CAIP-2. */
  chainId: string
  contract: { address: string; name: string; symbol: string }
  /** Decimal. */
  tokenId: string
  /** From the token's metadata, else `<collection name> #<id>`. */
  name: string
  /** An http(s) or inline image URL from the metadata, or null. */
  imageUrl: string | null
  flags: { is_spam: boolean }
}

/** One metadata cache per app instance (its deps object): a cache, not state, so instances stay alike. */
const caches = new WeakMap<AppDeps, TtlCache<NftMetadata>>()

function cacheOf(deps: AppDeps): TtlCache<NftMetadata> {
  let cache = caches.get(deps)
  if (!cache) {
    cache = createTtlCache({ ttlMs: NFT_METADATA_TTL_MS, maxEntries: NFT_METADATA_MAX_ENTRIES })
    caches.set(deps, cache)
  }
  return cache
}

/**
 * The owned NFTs with their metadata (read in parallel, cached for `NFT_METADATA_TTL_MS` per instance);
 * an NFT whose metadata cannot be read keeps its place, named after its collection.
 *
 * @example
 * const nfts = await describeOwnedNfts(deps, page.data) // [{ chainId: 'eip155:31337', name: 'Latch Keys #9', … }]
 */
export function describeOwnedNfts(deps: AppDeps, owned: readonly OwnedNft[]): Promise<Nft[]> {
  const cache = cacheOf(deps)
  const now = deps.now?.()
  return Promise.all(
    owned.map(async (nft): Promise<Nft> => {
      const chain = deps.chains.find((candidate) => candidate.id === nft.chainId)
      const metadata = chain
        ? await cache.getOrLoad(
            `${nft.chainId}:${nft.contract}:${nft.tokenId}`,
            () =>
              readNftMetadata({
                chain,
                contract: nft.contract,
                tokenId: nft.tokenId,
                allowHosts: deps.nftMetadataHosts ?? [],
              }),
            now,
          )
        : { name: null, imageUrl: null }
      const collection = nft.collectionName ?? nft.collectionSymbol ?? 'NFT'
      return {
        chainId: `eip155:${nft.chainId}`,
        contract: { address: nft.contract, name: collection, symbol: nft.collectionSymbol ?? '' },
        tokenId: nft.tokenId,
        name: metadata.name ?? `${collection} #${nft.tokenId}`,
        imageUrl: metadata.imageUrl,
        flags: { is_spam: nft.spam },
      }
    }),
  )
}
