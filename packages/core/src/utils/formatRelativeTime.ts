import { InvalidNumberError } from '../errors/number'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
/** From a week back, a date says more than a count of days. */
const WEEK = 7 * DAY

// en-US like formatFiat: the one place dates take their look until a languages issue
const sameYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' })
const otherYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' })

/**
 * How long ago a timestamp was, in short units (spec §9): 'now' under a minute, '5 min', '1 hr',
 * '2 hrs', '1 day', '3 days', and from 7 days a short date in the local time zone: 'Oct 12', or
 * 'Oct 12, 2025' in another year than `nowMs`. Each unit is floored, so '1 hr' lasts until two hours
 * have passed. A time in the future (clock skew) reads 'now'.
 *
 * @example
 * formatRelativeTime(Date.now() - 5 * 60_000, Date.now()) // '5 min'
 */
export function formatRelativeTime(timestampMs: number, nowMs: number): string {
  if (!Number.isFinite(timestampMs)) throw new InvalidNumberError(timestampMs, 'timestamp is not finite')
  if (!Number.isFinite(nowMs)) throw new InvalidNumberError(nowMs, 'now is not finite')
  const elapsed = nowMs - timestampMs
  if (elapsed < MINUTE) return 'now'
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min`
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hr')
  if (elapsed < WEEK) return plural(Math.floor(elapsed / DAY), 'day')
  const date = new Date(timestampMs)
  return (date.getFullYear() === new Date(nowMs).getFullYear() ? sameYear : otherYear).format(date)
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`
}
