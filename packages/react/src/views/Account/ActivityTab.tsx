import { getActivityGroups, getStore } from '@latch/core/internal'
import { fetchActivity } from '@latch/core/modal'
import { useEffect, useMemo, useState } from 'react'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useI18n } from '../../i18n/useI18n'
import { ActivityList } from './ActivityList'
import { activityRows } from './activityRows'
import { formatMonth } from './formatMonth'
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
  const { t, locale } = useI18n()
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
    const year = new Date(at).getFullYear()
    const groups = getActivityGroups(getStore(latch).getState(), at).map((group) => ({
      ...group,
      title: formatMonth(group.year, group.month, year, locale),
    }))
    return { rows: activityRows(groups), now: at }
  }, [latch, activity, chainId, tick, locale])

  if (activity.status === 'error' && rows.length === 0)
    return (
      <ListState testId="activity-error" title={t('activity.error')} alert>
        <button
          type="button"
          className="secondary"
          data-testid="activity-retry"
          onClick={() => fetchActivity(latch)}
        >
          {t('common.retry')}
        </button>
      </ListState>
    )
  if (activity.status !== 'ready' && rows.length === 0)
    return <SkeletonRows testId="activity-loading" label={t('activity.loading')} />
  if (rows.length === 0)
    return (
      <ListState testId="activity-empty" title={t('activity.empty')}>
        <p className="muted">{t('activity.emptyHint')}</p>
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
        <SkeletonRows testId="activity-loading-more" label={t('activity.loadingMore')} rows={1} />
      )}
    </>
  )
}
