import { createTtlCache, type TtlCache } from '../cache/createTtlCache'
import type { AppDeps } from '../http/types'
import { type NftMetadata, readNftMetadata } from './readNftMetadata'

/** How long a token's metadata (or the failure to read it) is reused, and how many are kept. */
export const NFT_METADATA_TTL_MS = 5 * 60_000
const NFT_METADATA_MAX_ENTRIES = 2_000

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
 * A token's metadata through the instance's cache (`NFT_METADATA_TTL_MS`), read with `readNftMetadata`
 * over the chain's RPC and the operator's `nftMetadataHosts`; nulls for a chain the service does not serve.
 *
 * @example
 * const { name, imageUrl } = await getNftMetadata(deps, { chainId: 31337, contract, tokenId: '9' })
 */
export function getNftMetadata(
  deps: AppDeps,
  nft: { chainId: number; contract: string; tokenId: string },
): Promise<NftMetadata> {
  const chain = deps.chains.find((candidate) => candidate.id === nft.chainId)
  if (!chain) return Promise.resolve({ name: null, imageUrl: null })
  return cacheOf(deps).getOrLoad(
    `${nft.chainId}:${nft.contract}:${nft.tokenId}`,
    () =>
      readNftMetadata({
        chain,
        contract: nft.contract,
        tokenId: nft.tokenId,
        allowHosts: deps.nftMetadataHosts ?? [],
      }),
    deps.now?.(),
  )
}
