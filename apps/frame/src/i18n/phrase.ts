import type { FrameMessageKey } from './catalogueTypes'

/** What fills a phrase's `{placeholders}`: data as it is (strings, numbers), or another phrase translated. */
export type PhraseValues = Readonly<Record<string, string | number | Phrase>>

/** Words of the frame's own, by catalogue key, with the data they carry kept apart from them. */
export interface Phrase {
  readonly key: FrameMessageKey
  readonly values?: PhraseValues
}

/**
 * Text on the frame's screens: a string is data shown as it is (an address, the message to sign, a
 * network's name) and never translated; a phrase is the frame's own words, said in the language synced.
 */
export type FrameText = string | Phrase

/**
 * A phrase of the frame's catalogue with its values: the data stays out of the words, so a translation can
 * move it but never change it.
 *
 * @example phrase('line.to', { address: '0x6021…' }) // 'To: 0x6021…' in English, 'An: 0x6021…' in German
 */
export function phrase(key: FrameMessageKey, values?: PhraseValues): Phrase {
  return values ? { key, values } : { key }
}
