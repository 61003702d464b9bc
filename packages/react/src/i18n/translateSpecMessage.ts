import type { Catalogue, MessageKey } from './catalogueTypes'
import type { Translate } from './createTranslator'
import { localizeDecimal } from './localizeDecimal'

const SPEC = 'spec.'

interface Pattern {
  key: MessageKey
  regex: RegExp
  names: string[]
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

// Per catalogue: the spec messages with placeholders ('Sent {quantity} {symbol}') as patterns over the
// English text core produced.
const patternsByCatalogue = new WeakMap<Catalogue, Pattern[]>()

function patternsOf(catalogue: Catalogue): Pattern[] {
  let patterns = patternsByCatalogue.get(catalogue)
  if (!patterns) {
    patterns = Object.keys(catalogue)
      .filter((key) => key.startsWith(SPEC) && key.includes('{'))
      .map((key) => {
        const english = key.slice(SPEC.length)
        const names = [...english.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string)
        const source = english
          .split(/\{\w+\}/)
          .map(escapeRegExp)
          .join('(.+?)')
        return { key: key as MessageKey, regex: new RegExp(`^${source}$`), names }
      })
    patternsByCatalogue.set(catalogue, patterns)
  }
  return patterns
}

/** A whole number stays a number (it picks the plural form, and t writes it); a decimal is localised as text. */
const placeholderValue = (text: string, locale: string): string | number =>
  /^\d{1,15}$/.test(text) ? Number(text) : localizeDecimal(text, locale)

/**
 * Core's English message in the catalogue's language: the spec's fixed messages by their text, those
 * with a value in them ('Please try again after 25 seconds') by their pattern, the value kept and, when
 * it is a number, written the locale's way. Unknown text passes through: it may be a host's own message.
 *
 * @example translateSpecMessage('Insufficient balance', de, t, 'de') // 'Unzureichendes Guthaben'
 */
export function translateSpecMessage(
  english: string,
  catalogue: Catalogue,
  t: Translate,
  locale: string,
): string {
  const key = `${SPEC}${english}` as MessageKey
  if (key in catalogue) return t(key)
  for (const { key: patternKey, regex, names } of patternsOf(catalogue)) {
    const match = regex.exec(english)
    if (!match) continue
    return t(
      patternKey,
      Object.fromEntries(
        names.map((name, index) => [name, placeholderValue(match[index + 1] ?? '', locale)]),
      ),
    )
  }
  return english
}
