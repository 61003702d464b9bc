const formatters = new Map<string, Intl.NumberFormat>()

/**
 * A decimal string Latch already floored ('1234.567', from formatBalance or formatQuantity) written with
 * the locale's digits and decimal separator, every digit kept: Intl formats the string itself, so no float
 * rounding creeps in. Grouping stays off, as the spec's balances print ('10000.000'). Anything that is not
 * a plain decimal passes through unchanged.
 *
 * @example localizeDecimal('1234.567', 'de') // '1234,567'
 */
export function localizeDecimal(value: string, locale: string): string {
  const match = /^-?\d+(?:\.(\d+))?$/.exec(value)
  if (!match) return value
  const places = match[1]?.length ?? 0
  const key = `${locale}|${places}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      minimumFractionDigits: places,
      maximumFractionDigits: places,
      useGrouping: false,
    })
    formatters.set(key, formatter)
  }
  // Intl.NumberFormat v3 takes a decimal string and keeps its precision
  return formatter.format(value as `${number}`)
}
