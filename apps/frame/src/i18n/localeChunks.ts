import type { FrameLocale } from '@latch/frame-protocol'
import type { Catalogue } from './catalogueTypes'

/** Loads one catalogue chunk. */
type Loader = () => Promise<{ default: Catalogue }>

// One lazy chunk per language besides English (built in, the frame's default): a frame fetches only the
// language the page syncs, from its own origin (the CSP's script-src 'self').
export const LOCALE_CHUNKS: Record<Exclude<FrameLocale, 'en'>, Loader> = {
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
