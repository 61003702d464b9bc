import type { Nft } from '@latch/core/services'
import type { AppDeps } from '../http/types'
import { getNftMetadata } from './getNftMetadata'
import type { OwnedNft } from './listOwnedNfts'

/**
 * The owned NFTs with their metadata (read in parallel through the instance's cache); an NFT whose
 * metadata cannot be read keeps its place, named after its collection.
 *
 * @example
 * const nfts = await describeOwnedNfts(deps, page.data) // [{ chainId: 'eip155:31337', name: 'Latch Keys #9', … }]
 */
export function describeOwnedNfts(deps: AppDeps, owned: readonly OwnedNft[]): Promise<Nft[]> {
  return Promise.all(
    owned.map(async (nft): Promise<Nft> => {
      const metadata = await getNftMetadata(deps, nft)
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
