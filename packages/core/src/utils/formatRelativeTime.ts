import { InvalidNumberError } from '../errors/number'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const MONTH = 30 * DAY
const YEAR = 365 * DAY

/**
 * How long ago a timestamp was, in short units: 'just now', '5 min', '1 hr', '2 hrs', '3 d',
 * '2 mo', '1 yr', '2 yrs'. Each unit is floored, so '1 hr' lasts until two hours have passed.
 *
 * @example
 * formatRelativeTime(Date.now() - 5 * 60_000, Date.now()) // '5 min'
 */
export function formatRelativeTime(timestampMs: number, nowMs: number): string {
  if (!Number.isFinite(timestampMs)) throw new InvalidNumberError(timestampMs, 'timestamp is not finite')
  if (!Number.isFinite(nowMs)) throw new InvalidNumberError(nowMs, 'now is not finite')
  const elapsed = nowMs - timestampMs
  // spec silent; under a minute a count of seconds is noise, and a future time is clock skew
  if (elapsed < MINUTE) return 'just now'
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min`
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hr')
  if (elapsed < MONTH) return `${Math.floor(elapsed / DAY)} d`
  // 360–364 days would read '12 mo'; it stays '11 mo' until a full year is reached
  if (elapsed < YEAR) return `${Math.min(11, Math.floor(elapsed / MONTH))} mo`
  return plural(Math.floor(elapsed / YEAR), 'yr')
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`
}
