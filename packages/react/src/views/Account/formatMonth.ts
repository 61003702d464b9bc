/**
 * An Activity month title in the locale's words: 'November' in `nowYear`, 'November 2025' in another.
 *
 * @example formatMonth(2025, 10, 2026, 'de') // 'November 2025'
 */
export function formatMonth(year: number, month: number, nowYear: number, locale: string): string {
  const options: Intl.DateTimeFormatOptions =
    year === nowYear ? { month: 'long' } : { month: 'long', year: 'numeric' }
  return new Intl.DateTimeFormat(locale, options).format(new Date(year, month, 1, 12))
}
