import type english from './locales/en.json'

/** A message: a string with `{placeholders}`, or its plural forms by CLDR category. */
export type Message = string | Partial<Record<Intl.LDMLPluralRule, string>>

/** Every key of the frame's catalogues: English's, which every language must match (catalogues.test.ts). */
export type FrameMessageKey = keyof typeof english

export type Catalogue = Readonly<Record<string, Message>>
