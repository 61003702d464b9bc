import { getNfts } from '../api/getNfts'
import { parseError } from '../errors/parseError'
import { FetchNftsError } from '../errors/state'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { getActiveNetwork } from '../selectors'
import { accountDataWriter } from './accountDataWriter'
import { loadAccountPage } from './loadAccountPage'
import { reportActionError } from './reportActionError'

export interface FetchNftsParameters {
  /** Reads the next page (the `next` cursor) and appends it; without it the first page is read afresh. */
  more?: boolean
}

export type FetchNftsReturnType = undefined

/** `fetchNfts` never rejects: its outcome is `nfts.status` (failures are reported). */
export type FetchNftsErrorType = never

/**
 * Reads the connected account's NFTs on the active network into `nfts` through the NFT service,
 * paged like activity: `more` reads the next page with the cursor, and asks nothing when there is
 * no next page or a read is already running. The service leaves spam collections out; any item still
 * flagged spam is dropped here too. A failure sets `nfts.status` to 'error' with the list emptied and
 * the cursor cleared; the tab shows it, so there is no snackbar. Answers for another account or
 * network are dropped.
 *
 * @example
 * await fetchNfts(latch)
 * if (getStore(latch).getState().nfts.next) await fetchNfts(latch, { more: true })
 */
export async function fetchNfts(
  latch: Latch,
  parameters: FetchNftsParameters = {},
): Promise<FetchNftsReturnType> {
  const network = getActiveNetwork(latch, getStore(latch).getState())
  await loadAccountPage(accountDataWriter(latch, 'nfts'), {
    list: 'items',
    more: parameters.more === true,
    // the NFT service indexes eip155 chains only
    chainId: network?.chainNamespace === 'eip155' ? network.caipNetworkId : undefined,
    read: async (request) => {
      const page = await getNfts(latch, request)
      return { data: page.data.filter((nft) => !nft.flags.is_spam), next: page.next }
    },
    onError: (cause) => reportActionError(latch, new FetchNftsError({ cause, details: parseError(cause) })),
  })
}
