import type englishButton from './locales/en.button.json'
import type english from './locales/en.json'

/** A message: a string with `{placeholders}`, or its plural forms by CLDR category. */
export type Message = string | Partial<Record<Intl.LDMLPluralRule, string>>

/** Every key a catalogue holds: English's, which every locale must match (checked by the tests). */
export type MessageKey = keyof typeof english | keyof typeof englishButton

export type Catalogue = Record<string, Message>
