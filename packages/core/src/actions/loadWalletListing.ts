import { getWallets } from '../api/getWallets'
import { RECOMMENDED_WALLETS, WALLETS_SEARCH_RESULTS } from '../constants'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import type { WalletListingState } from '../store/state'
import type { WalletListingEntry } from '../types/walletListing'

export type LoadWalletListingReturnType = undefined

/** `loadWalletListing` never rejects: its outcome is `walletListing.status`. */
export type LoadWalletListingErrorType = never

const NO_ENTRIES = { data: [] as WalletListingEntry[], count: 0 }

/**
 * Reads what the Connect view shows of the services' wallet listing into `walletListing`, once per
 * instance (again after a failure, or when the recent wallets changed): the featured and recent wallets by id, and the top of the
 * listing for the recommended ones — twice as many as shown, since the browser's own wallets are left
 * out of them — with the listing's size for the All Wallets count. The host's include and exclude
 * lists apply. Without `api` config there is no listing: 'ready' with nothing in it. A failure sets
 * 'error'; the Connect view then shows the browser's wallets only, and All Wallets says so.
 *
 * @example void loadWalletListing(latch)
 */
export async function loadWalletListing(latch: Latch): Promise<LoadWalletListingReturnType> {
  const { featuredWalletIds = [], includeWalletIds, excludeWalletIds = [] } = latch.config
  const state = getStore(latch).getState()
  const recentIds = state.recentWallets.map((wallet) => wallet.id)
  const named = [...new Set([...featuredWalletIds, ...recentIds])].slice(0, WALLETS_SEARCH_RESULTS)
  const key = named.join(',')
  const { status } = state.walletListing
  if ((status === 'loading' || status === 'ready') && state.walletListing.key === key) return
  const set = (patch: Partial<WalletListingState>) =>
    getStore(latch).setState((s) => ({ walletListing: { ...s.walletListing, ...patch } }))
  if (!latch.config.api) {
    set({ status: 'ready', key })
    return
  }
  set({ status: 'loading', key })
  try {
    const [found, top] = await Promise.all([
      named.length ? getWallets(latch, { include: named, entries: named.length }) : NO_ENTRIES,
      getWallets(latch, {
        entries: RECOMMENDED_WALLETS * 2,
        include: includeWalletIds,
        exclude: [...excludeWalletIds, ...featuredWalletIds],
      }),
    ])
    const excluded = new Set(excludeWalletIds)
    const featuredFound = found.data.filter((w) => featuredWalletIds.includes(w.id) && !excluded.has(w.id))
    // A newer read (another recent wallet) owns the state now.
    if (getStore(latch).getState().walletListing.key !== key) return
    set({
      status: 'ready',
      named: found.data.filter((w) => !excluded.has(w.id)),
      recommended: top.data,
      count: top.count + featuredFound.length,
    })
  } catch {
    if (getStore(latch).getState().walletListing.key === key) set({ status: 'error' })
  }
}
