import { getTransactions } from '../api/getTransactions'
import { ACTIVITY_NAMESPACES } from '../constants'
import type { Latch } from '../createLatch'
import { parseError } from '../errors/parseError'
import { FetchTransactionsError } from '../errors/state'
import { accountDataKey } from '../store/accountData'
import type { ActivityState } from '../store/state'
import { reportActionError } from './reportActionError'
import { showSnackbar } from './showSnackbar'

export interface FetchActivityParameters {
  /** Reads the next page (the `next` cursor) and appends it; without it the first page is read afresh. */
  more?: boolean
}

export type FetchActivityReturnType = undefined

/** `fetchActivity` never rejects: its outcome is `activity.status` and, on failure, the snackbar. */
export type FetchActivityErrorType = never

/**
 * Reads the connected account's history on the active network into `activity`, through the history
 * service with the active CAIP-2 chain id. `more` reads the next page with the cursor; it asks
 * nothing when there is no next page or a read is already running. A failure shows 'Failed to fetch
 * transactions', empties the list and clears the cursor (spec §8). Activity is eip155 only (spec §9):
 * elsewhere the status is 'ready' with nothing. Answers for another account or network are dropped.
 *
 * @example
 * await fetchActivity(latch)
 * if (latch.store.getState().activity.next) await fetchActivity(latch, { more: true })
 */
export async function fetchActivity(
  latch: Latch,
  parameters: FetchActivityParameters = {},
): Promise<FetchActivityReturnType> {
  const state = latch.store.getState()
  const key = accountDataKey(state)
  const address = state.accounts[state.activeNamespace]?.address
  if (!key || !address) return
  const current = state.activity
  const more = parameters.more === true && current.key === key
  if (more && (current.next === null || current.loadingMore || current.status === 'loading')) return
  const set = (patch: (activity: ActivityState) => Partial<ActivityState>) => {
    if (accountDataKey(latch.store.getState()) !== key) return
    latch.store.setState((s) => ({ activity: { ...s.activity, ...patch(s.activity), key } }))
  }
  if (!(ACTIVITY_NAMESPACES as readonly string[]).includes(state.activeNamespace)) {
    set(() => ({ status: 'ready', transactions: [], next: null, loadingMore: false }))
    return
  }
  const cursor = more ? (current.next ?? undefined) : undefined
  if (more) set(() => ({ loadingMore: true }))
  // a refresh of a list already shown (after a send) keeps it on screen until the new page arrives
  else if (current.key !== key || current.status !== 'ready')
    set(() => ({ status: 'loading', transactions: [], next: null, loadingMore: false }))
  try {
    const page = await getTransactions(latch, { address, chainId: state.activeCaipNetworkId, cursor })
    set((activity) => {
      // a refresh that landed meanwhile replaced the list this page would have continued
      if (more && activity.transactions !== current.transactions) return { loadingMore: false }
      const transactions = more ? [...activity.transactions, ...page.data] : page.data
      return { status: 'ready', transactions, next: page.next, loadingMore: false }
    })
  } catch (cause) {
    if (accountDataKey(latch.store.getState()) !== key) return
    set(() => ({ status: 'error', transactions: [], next: null, loadingMore: false }))
    showSnackbar(latch, { message: 'Failed to fetch transactions', variant: 'error' })
    reportActionError(latch, new FetchTransactionsError({ cause, details: parseError(cause) }))
  }
}
