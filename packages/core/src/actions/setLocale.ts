import { InvalidInputError } from '../errors/input'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { isLocaleTag } from '../utils/isLocaleTag'
import { reportActionError } from './reportActionError'

export interface SetLocaleParameters {
  /** A BCP 47 tag ('de', 'pt-BR'); `undefined` goes back to the browser's languages. */
  locale: string | undefined
}

export type SetLocaleReturnType = undefined

/** What `setLocale` throws: a tag that is not BCP 47. The language in use stays. */
export type SetLocaleErrorType = InvalidInputError

/**
 * Changes the modal's language at run time. A tag Latch has no catalogue for falls back, as config
 * `locale` does, to its language ('pt-PT' → 'pt-BR' is not guessed; 'de-AT' → 'de') and then to English.
 *
 * @example setLocale(latch, { locale: 'ar' })
 */
export function setLocale(latch: Latch, parameters: SetLocaleParameters): SetLocaleReturnType {
  const locale = parameters?.locale
  if (locale !== undefined && !isLocaleTag(locale)) {
    throw reportActionError(latch, new InvalidInputError('locale', 'must be a BCP 47 language tag'))
  }
  getStore(latch).setState({ locale })
}
