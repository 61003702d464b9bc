import { fetchActivity } from '@latch/core/modal'
import { useEffect, useRef } from 'react'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useI18n } from '../../i18n/useI18n'
import { useWindowRange } from '../AllWallets/useWindowRange'
import { ActivityRow } from './ActivityRow'
import type { ActivityListRow } from './activityRows'

/** Every row (a month title or a transaction) is 56 px high: the windowed list's fixed pitch. */
export const ACTIVITY_ROW_PITCH = 56
const OVERSCAN = 8

/**
 * The Activity rows, windowed like All Wallets: only those in view of the modal's body and a few
 * beyond are in the DOM, each at its index × pitch. When the window reaches the end and there is
 * a next page, it is read.
 */
export function ActivityList({
  rows,
  now,
  canLoadMore,
}: {
  rows: readonly ActivityListRow[]
  now: number
  canLoadMore: boolean
}) {
  const latch = useLatchInstance()
  const listRef = useRef<HTMLUListElement>(null)
  const { t } = useI18n()
  const { start, end } = useWindowRange(listRef, rows.length, ACTIVITY_ROW_PITCH, OVERSCAN)
  useEffect(() => {
    if (canLoadMore && end >= rows.length) fetchActivity(latch, { more: true })
  }, [latch, canLoadMore, end, rows.length])
  return (
    <ul
      ref={listRef}
      className="list vlist"
      aria-label={t('activity.list')}
      data-testid="activity-list"
      style={{ height: rows.length * ACTIVITY_ROW_PITCH }}
    >
      {rows.slice(start, end).map((row, offset) => {
        const index = start + offset
        return (
          <li
            key={row.key}
            className={row.type === 'title' ? 'vgroup' : 'vrow'}
            aria-posinset={index + 1}
            aria-setsize={rows.length}
            style={{ top: index * ACTIVITY_ROW_PITCH, height: ACTIVITY_ROW_PITCH }}
          >
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
  )
}
