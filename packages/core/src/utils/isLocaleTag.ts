/**
 * Whether `value` is a well-formed BCP 47 language tag as Intl takes it ('de', 'pt-BR', 'zh-Hant-TW').
 * Intl itself is the judge, so a tag Intl would throw on never reaches a formatter.
 *
 * @example isLocaleTag('pt-BR') // true
 * @example isLocaleTag('en_US') // false
 */
export function isLocaleTag(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 35) return false
  try {
    return Intl.getCanonicalLocales(value).length === 1
  } catch {
    return false
  }
}
