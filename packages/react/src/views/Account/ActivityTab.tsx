import { fetchActivity } from '@latch/core'
import { getActivityGroups } from '@latch/core/internal'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useWindowRange } from '../AllWallets/useWindowRange'
import { ActivityRow } from './ActivityRow'
import { activityRows } from './activityRows'
import { ListState, SkeletonRows } from './ListState'
import { useAccountDataKey } from './useAccountDataKey'

/** Every row (a month title or a transaction) is 56 px high: the windowed list's fixed pitch. */
export const ACTIVITY_ROW_PITCH = 56
const OVERSCAN = 8
/** Relative times ('5 min') move on while the tab is open. */
const CLOCK_MS = 30_000

/**
 * The Activity tab: the connected chain's history grouped by year then month, newest first, pending
 * sends in front. Windowed like All Wallets, so a long history costs what a short one does; the next
 * page is read when the window reaches the end.
 */
export function ActivityTab() {
  const latch = useLatchInstance()
  const key = useAccountDataKey()
  const activity = useLatchSelector((s) => s.activity)
  const chainId = useLatchSelector((s) => s.activeCaipNetworkId)
  const [now, setNow] = useState(Date.now)
  const listRef = useRef<HTMLUListElement>(null)
  useEffect(() => {
    if (key) fetchActivity(latch)
  }, [latch, key])
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_MS)
    return () => clearInterval(timer)
  }, [])
  // getActivityGroups reads these from the state: the memo follows them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: activity and chainId are what it reads
  const rows = useMemo(
    () => activityRows(getActivityGroups(latch.store.getState(), now)),
    [latch, activity, chainId, now],
  )
  const { start, end } = useWindowRange(listRef, rows.length, ACTIVITY_ROW_PITCH, OVERSCAN)
  const canLoadMore = activity.status === 'ready' && activity.next !== null && !activity.loadingMore
  useEffect(() => {
    if (canLoadMore && end >= rows.length) fetchActivity(latch, { more: true })
  }, [latch, canLoadMore, end, rows.length])

  if (activity.status === 'error' && rows.length === 0)
    return (
      <ListState testId="activity-error" title="Failed to fetch transactions" alert>
        <button
          type="button"
          className="secondary"
          data-testid="activity-retry"
          onClick={() => fetchActivity(latch)}
        >
          Retry
        </button>
      </ListState>
    )
  if (activity.status !== 'ready' && rows.length === 0)
    return <SkeletonRows testId="activity-loading" label="Loading activity" />
  if (rows.length === 0)
    return (
      <ListState testId="activity-empty" title="No activity yet">
        <p className="muted">Transactions on this network show here.</p>
      </ListState>
    )
  return (
    <>
      <ul
        ref={listRef}
        className="list vlist"
        aria-label="Activity"
        data-testid="activity-list"
        style={{ height: rows.length * ACTIVITY_ROW_PITCH }}
      >
        {rows.slice(start, end).map((row, offset) => {
          const index = start + offset
          const place = {
            'aria-posinset': index + 1,
            'aria-setsize': rows.length,
            style: { top: index * ACTIVITY_ROW_PITCH, height: ACTIVITY_ROW_PITCH },
          }
          return (
            <li key={row.key} className={row.type === 'title' ? 'vgroup' : 'vrow'} {...place}>
              {row.type === 'title' ? (
                <h3 className="group-label" style={{ margin: 0 }} data-testid="activity-month">
                  {row.title}
                </h3>
              ) : (
                <ActivityRow transaction={row.transaction} now={now} />
              )}
            </li>
          )
        })}
      </ul>
      {activity.loadingMore && (
        <SkeletonRows testId="activity-loading-more" label="Loading more activity" rows={1} />
      )}
    </>
  )
}
