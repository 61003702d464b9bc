import type { Catalogue, MessageKey } from './catalogueTypes'

/** What fills a message's `{placeholders}`: numbers are written the locale's way. */
export type MessageValues = Readonly<Record<string, string | number>>

export type Translate = (key: MessageKey, values?: MessageValues) => string

const PLACEHOLDER = /\{(\w+)\}/g

/**
 * A `t(key, values)` over one catalogue: plural messages pick their form with Intl.PluralRules from the
 * first numeric value, placeholders are filled (numbers through Intl.NumberFormat), and a key the
 * catalogue lacks reads from `fallback`, else is shown as the key itself so the gap is visible.
 *
 * @example createTranslator('de', de)('common.retryIn', { seconds: 5 }) // 'Erneut in 5 s'
 */
export function createTranslator(locale: string, catalogue: Catalogue, fallback?: Catalogue): Translate {
  const plurals = new Intl.PluralRules(locale)
  const numbers = new Intl.NumberFormat(locale)
  return (key, values = {}) => {
    const message = catalogue[key] ?? fallback?.[key]
    if (message === undefined) return key
    let text: string | undefined
    if (typeof message === 'string') text = message
    else {
      const count = Object.values(values).map(Number).find(Number.isFinite) ?? 0
      text = message[plurals.select(count)] ?? message.other
    }
    return (text ?? key).replace(PLACEHOLDER, (whole, name: string) => {
      const value = values[name]
      if (value === undefined) return whole
      return typeof value === 'number' ? numbers.format(value) : value
    })
  }
}
