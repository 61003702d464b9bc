import type { Latch } from '../latch'
import { getStore } from '../latch'
import { accountDataKey } from '../store/accountData'
import { fetchActivity } from './fetchActivity'
import { fetchBalance } from './fetchBalance'
import { fetchTokenBalances } from './fetchTokenBalances'
import { refreshDeployment } from './refreshDeployment'

/** Waits between history reads while the services' indexer catches up with a send: 1, 2, 4, 8 s. */
const INDEXED_WAITS_MS = [1_000, 2_000, 4_000, 8_000]

/**
 * After a mined send: the native balance, tokens and Activity at once; then Activity again until the
 * history service lists `hash`, and the tokens once more at that point. The balance service may have
 * answered the first read from a read older than the send (its indexer had not seen the block yet, and
 * a second forced read within 10 s is refused); once the history has the send, the service knows its
 * stored read is outdated. Stops when the account or network changes. A counterfactual smart account's
 * type facts are read again too (refreshDeployment).
 *
 * @example void refreshAfterSend(latch, hash)
 */
export async function refreshAfterSend(latch: Latch, hash: string): Promise<void> {
  const key = accountDataKey(getStore(latch).getState())
  refreshDeployment(latch)
  void fetchBalance(latch, { force: true })
  void fetchTokenBalances(latch, { force: true })
  const indexed = () => {
    const state = getStore(latch).getState()
    return state.activity.transactions.some((transaction) => transaction.metadata.hash === hash)
  }
  for (const wait of [0, ...INDEXED_WAITS_MS]) {
    if (wait) await new Promise((resolve) => setTimeout(resolve, wait))
    if (accountDataKey(getStore(latch).getState()) !== key) return
    await fetchActivity(latch)
    if (indexed()) {
      if (wait) await fetchTokenBalances(latch, { force: true })
      return
    }
  }
}
