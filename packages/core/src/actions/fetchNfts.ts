import { getNfts } from '../api/getNfts'
import type { Latch } from '../createLatch'
import { parseError } from '../errors/parseError'
import { FetchNftsError } from '../errors/state'
import { getActiveNetwork } from '../selectors'
import { accountDataKey } from '../store/accountData'
import type { NftsState } from '../store/state'
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
 * if (latch.store.getState().nfts.next) await fetchNfts(latch, { more: true })
 */
export async function fetchNfts(
  latch: Latch,
  parameters: FetchNftsParameters = {},
): Promise<FetchNftsReturnType> {
  const state = latch.store.getState()
  const key = accountDataKey(state)
  const address = state.accounts[state.activeNamespace]?.address
  if (!key || !address) return
  const current = state.nfts
  const more = parameters.more === true && current.key === key
  if (more && (current.next === null || current.loadingMore || current.status === 'loading')) return
  const set = (patch: (nfts: NftsState) => Partial<NftsState>) => {
    if (accountDataKey(latch.store.getState()) !== key) return
    latch.store.setState((s) => ({ nfts: { ...s.nfts, ...patch(s.nfts), key } }))
  }
  const network = getActiveNetwork(latch, state)
  if (network?.chainNamespace !== 'eip155') {
    // the NFT service indexes eip155 chains only
    set(() => ({ status: 'ready', items: [], next: null, loadingMore: false }))
    return
  }
  if (more) set(() => ({ loadingMore: true }))
  else if (current.key !== key || current.status !== 'ready')
    set(() => ({ status: 'loading', items: [], next: null, loadingMore: false }))
  try {
    const page = await getNfts(latch, {
      address,
      chainId: network.caipNetworkId,
      cursor: more ? (current.next ?? undefined) : undefined,
    })
    const fresh = page.data.filter((nft) => !nft.flags.is_spam)
    set((nfts) => {
      // a refresh that landed meanwhile replaced the list this page would have continued
      if (more && nfts.items !== current.items) return { loadingMore: false }
      return {
        status: 'ready',
        items: more ? [...nfts.items, ...fresh] : fresh,
        next: page.next,
        loadingMore: false,
      }
    })
  } catch (cause) {
    if (accountDataKey(latch.store.getState()) !== key) return
    set(() => ({ status: 'error', items: [], next: null, loadingMore: false }))
    reportActionError(latch, new FetchNftsError({ cause, details: parseError(cause) }))
  }
}
