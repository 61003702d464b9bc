import { InvalidNumberError } from '../errors/number'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
/** From a week back, a date says more than a count of days. */
const WEEK = 7 * DAY

const SAME_YEAR: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' }
const OTHER_YEAR: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' }

/**
 * How long ago a timestamp was, in short units (spec §9): 'now' under a minute, '5 min', '1 hr',
 * '2 hrs', '1 day', '3 days', and from 7 days a short date in the local time zone: 'Oct 12', or
 * 'Oct 12, 2025' in another year than `nowMs`. Each unit is floored, so '1 hr' lasts until two hours
 * have passed. A time in the future (clock skew) reads 'now'. Those are the spec's English words; another
 * `locale` (a BCP 47 tag) says the same floored count through Intl.RelativeTimeFormat ('vor 5 Min.') and
 * writes its dates in its own way.
 *
 * @example
 * formatRelativeTime(Date.now() - 5 * 60_000, Date.now()) // '5 min'
 * formatRelativeTime(Date.now() - 5 * 60_000, Date.now(), 'de') // 'vor 5 Min.'
 */
export function formatRelativeTime(timestampMs: number, nowMs: number, locale = 'en-US'): string {
  if (!Number.isFinite(timestampMs)) throw new InvalidNumberError(timestampMs, 'timestamp is not finite')
  if (!Number.isFinite(nowMs)) throw new InvalidNumberError(nowMs, 'now is not finite')
  const elapsed = nowMs - timestampMs
  if (elapsed < WEEK) {
    const [count, unit] =
      elapsed < MINUTE
        ? [0, 'second' as const]
        : elapsed < HOUR
          ? [Math.floor(elapsed / MINUTE), 'minute' as const]
          : elapsed < DAY
            ? [Math.floor(elapsed / HOUR), 'hour' as const]
            : [Math.floor(elapsed / DAY), 'day' as const]
    if (/^en\b/i.test(locale)) return spokenInEnglish(count, unit)
    return new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' }).format(-count, unit)
  }
  const date = new Date(timestampMs)
  const sameYear = date.getFullYear() === new Date(nowMs).getFullYear()
  return new Intl.DateTimeFormat(locale, sameYear ? SAME_YEAR : OTHER_YEAR).format(date)
}

/** The spec's own short words (§9), which Intl's English ('5 min. ago') does not match. */
function spokenInEnglish(count: number, unit: 'second' | 'minute' | 'hour' | 'day'): string {
  if (unit === 'second') return 'now'
  if (unit === 'minute') return `${count} min`
  return plural(count, unit === 'hour' ? 'hr' : 'day')
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`
}
