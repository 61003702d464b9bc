import type { FrameLocale } from '@latch/frame-protocol'
import type { Catalogue } from './catalogueTypes'
import english from './locales/en.json'
import type { FrameText } from './phrase'

/** Says a frame text in one language: data as it is, the frame's own words from the catalogue. */
export type Translate = (text: FrameText) => string

const PLACEHOLDER = /\{(\w+)\}/g

/**
 * A translator over one catalogue. Plural messages pick their form with Intl.PluralRules from the phrase's
 * first numeric value; placeholders are filled with the data as given (numbers as digits, unformatted: an
 * amount or a count is the request's, not the language's) or with nested phrases said in the same language.
 * A key the catalogue lacks is said in English.
 *
 * @example createTranslator('de', de)(phrase('line.network', { network: 'Anvil' })) // 'Netzwerk: Anvil'
 */
export function createTranslator(locale: FrameLocale, catalogue: Catalogue): Translate {
  const plurals = new Intl.PluralRules(locale)
  const englishPlurals = new Intl.PluralRules('en')
  const fallback: Catalogue = english
  const say: Translate = (text) => {
    if (typeof text === 'string') return text
    const values = text.values ?? {}
    const own = catalogue[text.key]
    const message = own ?? fallback[text.key]
    if (message === undefined) return text.key
    let words: string | undefined
    if (typeof message === 'string') words = message
    else {
      const count = Object.values(values).find((value) => typeof value === 'number') ?? 0
      words = message[(own ? plurals : englishPlurals).select(count)] ?? message.other
    }
    return (words ?? text.key).replace(PLACEHOLDER, (whole, name: string) => {
      const value = values[name]
      if (value === undefined) return whole
      return typeof value === 'object' ? say(value) : String(value)
    })
  }
  return say
}
