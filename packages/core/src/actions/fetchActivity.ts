import { getTransactions } from '../api/getTransactions'
import { ACTIVITY_NAMESPACES } from '../constants'
import { parseError } from '../errors/parseError'
import { FetchTransactionsError } from '../errors/state'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { accountDataWriter } from './accountDataWriter'
import { loadAccountPage } from './loadAccountPage'
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
 * if (getStore(latch).getState().activity.next) await fetchActivity(latch, { more: true })
 */
export async function fetchActivity(
  latch: Latch,
  parameters: FetchActivityParameters = {},
): Promise<FetchActivityReturnType> {
  const state = getStore(latch).getState()
  const indexed = (ACTIVITY_NAMESPACES as readonly string[]).includes(state.activeNamespace)
  await loadAccountPage(accountDataWriter(latch, 'activity'), {
    list: 'transactions',
    more: parameters.more === true,
    chainId: indexed ? state.activeCaipNetworkId : undefined,
    read: (request) => getTransactions(latch, request),
    onError: (cause) => {
      showSnackbar(latch, { message: 'Failed to fetch transactions', variant: 'error' })
      reportActionError(latch, new FetchTransactionsError({ cause, details: parseError(cause) }))
    },
  })
}
