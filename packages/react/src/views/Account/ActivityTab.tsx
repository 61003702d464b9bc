import { fetchActivity } from '@latch/core'
import { getActivityGroups } from '@latch/core/internal'
import { useEffect, useMemo, useState } from 'react'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { ActivityList } from './ActivityList'
import { activityRows } from './activityRows'
import { ListState, SkeletonRows } from './ListState'
import { useAccountDataKey } from './useAccountDataKey'

/** Relative times ('5 min') move on while the tab is open. */
const CLOCK_MS = 30_000

/**
 * The Activity tab: the connected chain's history grouped by year then month, newest first, pending
 * sends in front (core's getActivityGroups), read on mount and for each account or network.
 */
export function ActivityTab() {
  const latch = useLatchInstance()
  const key = useAccountDataKey()
  const activity = useLatchSelector((s) => s.activity)
  const chainId = useLatchSelector((s) => s.activeCaipNetworkId)
  const [tick, setTick] = useState(0)
  useEffect(() => {
    if (key) fetchActivity(latch)
  }, [latch, key])
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), CLOCK_MS)
    return () => clearInterval(timer)
  }, [])
  // getActivityGroups reads the activity and the chain from the state; the clock ticks move the labels.
  // biome-ignore lint/correctness/useExhaustiveDependencies: activity, chainId and tick are what it reads
  const { rows, now } = useMemo(() => {
    const at = Date.now()
    return { rows: activityRows(getActivityGroups(latch.store.getState(), at)), now: at }
  }, [latch, activity, chainId, tick])

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
      <ActivityList
        rows={rows}
        now={now}
        canLoadMore={activity.status === 'ready' && activity.next !== null && !activity.loadingMore}
      />
      {activity.loadingMore && (
        <SkeletonRows testId="activity-loading-more" label="Loading more activity" rows={1} />
      )}
    </>
  )
}
