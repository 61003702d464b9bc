import type { Catalogue } from './catalogueTypes'
import { createTranslator, type Translate } from './createTranslator'
import { localizeDecimal } from './localizeDecimal'
import { type SupportedLocale, textDirection } from './supportedLocales'
import { translateSpecMessage } from './translateSpecMessage'

/** Everything a view needs to speak one language. */
export interface I18n {
  locale: SupportedLocale
  dir: 'ltr' | 'rtl'
  /** The catalogue's message for `key`, its placeholders filled. */
  t: Translate
  /**
   * One of core's messages (the spec's English, as errors and the snackbar carry it) as the person reads
   * it; a message the catalogue does not know (a host's own, a wallet's) shows as it came.
   */
  message: (english: string) => string
  /** A floored decimal string ('1234.567') with the locale's digits and separator. */
  decimal: (value: string) => string
}

/**
 * The I18n of one language from its catalogue (`fallback` fills keys it lacks).
 *
 * @example createI18n('de', de).decimal('1.500') // '1,500'
 */
export function createI18n(locale: SupportedLocale, catalogue: Catalogue, fallback?: Catalogue): I18n {
  const t = createTranslator(locale, catalogue, fallback)
  return {
    locale,
    dir: textDirection(locale),
    t,
    message: (english) => translateSpecMessage(english, catalogue, t, locale),
    decimal: (value) => localizeDecimal(value, locale),
  }
}
