import { useEffect, useRef, useSyncExternalStore } from 'react'
import { useLatchSelector } from '../hooks/useLatchSelector'
import { loadCatalogue, peekCatalogue, subscribeToCatalogues } from './catalogues'
import type { Catalogue } from './catalogueTypes'
import { createI18n, type I18n } from './createI18n'
import englishButton from './locales/en.button.json'
import { resolveLocale } from './resolveLocale'
import type { SupportedLocale } from './supportedLocales'

/**
 * The locale the modal speaks for a configured one (config `locale` or `setLocale`, else the browser's
 * languages): what `useLocaleTag` answers, for code outside the provider's context.
 *
 * @example localeTagOf(getStore(latch).getState().locale) // 'de' in a German browser with no locale set
 */
export function localeTagOf(configured: string | undefined): SupportedLocale {
  return resolveLocale(configured, typeof navigator === 'undefined' ? [] : navigator.languages)
}

/** The locale the modal should speak: config or `setLocale`, else the browser's languages. */
export function useLocaleTag(): SupportedLocale {
  return localeTagOf(useLatchSelector((s) => s.locale))
}

export interface UseI18nReturnType extends I18n {
  /** False while no catalogue has loaded yet: only the button's built-in English is there. */
  loaded: boolean
  /** The locale asked for, which `locale` becomes once its catalogue has loaded. */
  requested: SupportedLocale
}

/**
 * The language the modal speaks, loading its catalogue on first use. Until it arrives the words shown
 * before stay (a run-time switch does not blank the modal), or, the very first time, the built-in
 * English of the connect button.
 *
 * @example const { t } = useI18n(); t('common.retry')
 */
export function useI18n(): UseI18nReturnType {
  const locale = useLocaleTag()
  const catalogue = useSyncExternalStore(
    subscribeToCatalogues,
    () => peekCatalogue(locale),
    () => undefined,
  )
  useEffect(() => {
    if (!catalogue) loadCatalogue(locale).catch(() => {})
  }, [locale, catalogue])
  const shown = catalogue && i18nOf(locale, catalogue)
  const last = useRef<I18n | undefined>(undefined)
  if (shown) last.current = shown
  const i18n = shown ?? last.current
  return i18n
    ? { ...i18n, loaded: true, requested: locale }
    : { ...builtIn(), loaded: false, requested: locale }
}

// One I18n per catalogue for the whole page: its Intl formatters are built once, not per component.
const made = new WeakMap<Catalogue, I18n>()
function i18nOf(locale: SupportedLocale, catalogue: Catalogue): I18n {
  let i18n = made.get(catalogue)
  if (!i18n) {
    i18n = createI18n(locale, catalogue)
    made.set(catalogue, i18n)
  }
  return i18n
}

let builtInI18n: I18n | undefined
const builtIn = (): I18n => {
  builtInI18n ??= createI18n('en', englishButton)
  return builtInI18n
}

/**
 * For the modal's first render: suspends until the locale's catalogue is there, so the first open never
 * shows keys. Later switches do not suspend (useI18n keeps the old words meanwhile).
 *
 * @example suspendUntilSpoken(useI18n())
 */
export function suspendUntilSpoken(i18n: UseI18nReturnType): void {
  if (!i18n.loaded) throw loadCatalogue(i18n.requested)
}
