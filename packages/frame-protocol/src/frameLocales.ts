// The languages Latch speaks, one list for the modal and the frame, apart from the schemas: the page's
// side imports it into its first load (@latch/react's SUPPORTED_LOCALES, the embedded wallet's
// syncLocale), and this module costs it no zod. It lives here because the frame may import nothing else
// and SYNC_LOCALE carries one of these tags (scripts/layers.ts).

/**
 * The languages Latch speaks, as BCP 47 tags: the modal's catalogues (packages/react/src/i18n/locales)
 * and the frame's (apps/frame/src/i18n/locales), one file each, checked by
 * packages/react/src/i18n/languageList.test.ts. English is the frame's default until the page says
 * otherwise (SYNC_LOCALE).
 */
export const FRAME_LOCALES = [
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
export type FrameLocale = (typeof FRAME_LOCALES)[number]

/** Those written right to left: the modal and the frame's screens mirror for these. */
export const RIGHT_TO_LEFT_LOCALES: readonly FrameLocale[] = ['ar', 'he']
