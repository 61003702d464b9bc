import type { Catalogue } from './catalogueTypes'
import englishButton from './locales/en.button.json'
import type { SupportedLocale } from './supportedLocales'

/** Loads one catalogue chunk. */
type Loader = () => Promise<{ default: Catalogue }>

// One lazy chunk per language, English included: only the one spoken is ever fetched. English's button
// words ship in the first load (the connect button shows before any chunk), so its chunk lacks them.
export const LOCALE_CHUNKS: Record<SupportedLocale, Loader> = {
  en: () =>
    import('./locales/en.json').then((module) => ({ default: { ...englishButton, ...module.default } })),
  ar: () => import('./locales/ar.json'),
  cs: () => import('./locales/cs.json'),
  de: () => import('./locales/de.json'),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
  he: () => import('./locales/he.json'),
  hi: () => import('./locales/hi.json'),
  id: () => import('./locales/id.json'),
  it: () => import('./locales/it.json'),
  ja: () => import('./locales/ja.json'),
  ko: () => import('./locales/ko.json'),
  nl: () => import('./locales/nl.json'),
  pl: () => import('./locales/pl.json'),
  'pt-BR': () => import('./locales/pt-BR.json'),
  ru: () => import('./locales/ru.json'),
  sv: () => import('./locales/sv.json'),
  th: () => import('./locales/th.json'),
  tr: () => import('./locales/tr.json'),
  uk: () => import('./locales/uk.json'),
  vi: () => import('./locales/vi.json'),
  'zh-CN': () => import('./locales/zh-CN.json'),
  'zh-TW': () => import('./locales/zh-TW.json'),
}
