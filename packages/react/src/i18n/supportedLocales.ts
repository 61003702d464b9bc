/**
 * The languages Latch speaks, as the BCP 47 tags of their catalogues in `locales/`. English is built in;
 * each other one is a lazy chunk, loaded when the modal first speaks it.
 */
export const SUPPORTED_LOCALES = [
  'en',
  'ar',
  'cs',
  'de',
  'es',
  'fr',
  'he',
  'hi',
  'id',
  'it',
  'ja',
  'ko',
  'nl',
  'pl',
  'pt-BR',
  'ru',
  'sv',
  'th',
  'tr',
  'uk',
  'vi',
  'zh-CN',
  'zh-TW',
] as const

export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number]

/** Written right to left: the modal mirrors for these. */
const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(['ar', 'he'])

/** @example textDirection('ar') // 'rtl' */
export function textDirection(locale: SupportedLocale): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr'
}
