// The frame's languages, apart from the schemas: the page's side imports the list into its first load
// (embeddedWallet's syncLocale), and this module costs it no zod.

/**
 * The languages the frame's own screens speak, as BCP 47 tags: the modal's (@latch/react's SUPPORTED_LOCALES).
 * English is the frame's default until the page says otherwise (SYNC_LOCALE).
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
