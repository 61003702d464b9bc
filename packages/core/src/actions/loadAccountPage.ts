import type { NftsState } from '../store/state'
import type { AccountDataWriter } from './accountDataWriter'

/** A paged list of the Account view (NFTs, activity) whose items are under `L`. */
type PagedState<L extends string, T> = Pick<NftsState, 'key' | 'status' | 'next' | 'loadingMore'> &
  Record<L, T[]>

export interface LoadAccountPageParameters<L extends string, T> {
  /** The field of the list that holds its items. */
  list: L
  /** Reads the next page (the `next` cursor) and appends it; otherwise the first page is read afresh. */
  more: boolean
  /** The CAIP-2 id the service reads; `undefined` where it indexes nothing (the list is then ready and empty). */
  chainId: string | undefined
  /** Asks the service for one page; what it answers is what the list shows. */
  read: (request: {
    address: string
    chainId: string
    cursor?: string
  }) => Promise<{ data: T[]; next: string | null }>
  /** Tells of a failed read still current, once the list is emptied. */
  onError: (cause: unknown) => void
}

/**
 * Reads a page of one of the Account view's paged lists for the connected account: `more` appends
 * the next page, asking nothing when there is none or a read is running; otherwise the first page
 * replaces the list. A failure empties the list and clears the cursor. Answers for another account
 * or network are dropped (the writer's key). Nothing connected (no writer): nothing asked.
 *
 * @example
 * await loadAccountPage(accountDataWriter(latch, 'nfts'), { list: 'items', more, chainId, read, onError })
 */
export async function loadAccountPage<S extends PagedState<L, T>, L extends string, T>(
  writer: AccountDataWriter<S> | undefined,
  parameters: LoadAccountPageParameters<L, T>,
): Promise<void> {
  if (!writer) return
  const { list, chainId, read, onError } = parameters
  const { key, address, current, isCurrent, set } = writer
  const more = parameters.more && current.key === key
  if (more && (current.next === null || current.loadingMore || current.status === 'loading')) return
  if (chainId === undefined) {
    set((value) => ({ ...value, status: 'ready', [list]: [], next: null, loadingMore: false }))
    return
  }
  if (more) set((value) => ({ ...value, loadingMore: true }))
  // a refresh of a list already shown (after a send) keeps it on screen until the new page arrives
  else if (current.key !== key || current.status !== 'ready')
    set((value) => ({ ...value, status: 'loading', [list]: [], next: null, loadingMore: false }))
  try {
    const page = await read({ address, chainId, cursor: more ? (current.next ?? undefined) : undefined })
    set((value) => {
      // a refresh that landed meanwhile replaced the list this page would have continued
      if (more && value[list] !== current[list]) return { ...value, loadingMore: false }
      const items = more ? [...value[list], ...page.data] : page.data
      return { ...value, status: 'ready', [list]: items, next: page.next, loadingMore: false }
    })
  } catch (cause) {
    if (!isCurrent()) return
    set((value) => ({ ...value, status: 'error', [list]: [], next: null, loadingMore: false }))
    onError(cause)
  }
}
