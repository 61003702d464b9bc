import type { Latch } from '../createLatch'
import { LatchError } from '../errors/LatchError'
import { reportActionError } from './reportActionError'

export interface FetchNftsParameters {
  /** Reads the next page (the `next` cursor) and appends it; without it the first page is read afresh. */
  more?: boolean
}

export type FetchNftsReturnType = undefined

/** `fetchNfts` never rejects: its outcome is `nfts.status`. */
export type FetchNftsErrorType = never

/**
 * Reads the connected account's NFTs on the active network into `nfts`, paged like activity.
 * A failure sets `nfts.status` to 'error'. Answers for another account or network are dropped.
 *
 * @example
 * await fetchNfts(latch)
 * if (latch.store.getState().nfts.next) await fetchNfts(latch, { more: true })
 */
export async function fetchNfts(
  latch: Latch,
  parameters: FetchNftsParameters = {},
): Promise<FetchNftsReturnType> {
  void parameters
  throw reportActionError(latch, new LatchError('NOT_IMPLEMENTED', 'fetchNfts is not implemented yet'))
}
