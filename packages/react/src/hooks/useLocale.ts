import { setLocale } from '@latch/core'
import { useCallback } from 'react'
import type { SupportedLocale } from '../i18n/supportedLocales'
import { useLocaleTag } from '../i18n/useI18n'
import { useLatchInstance } from './useLatchInstance'

export interface UseLocaleReturnType {
  /** The language the modal speaks: config `locale`, else the browser's, resolved to a catalogue Latch has. */
  locale: SupportedLocale
  /** Changes it at run time (`undefined`: follow the browser again); throws for a tag that is not BCP 47. */
  setLocale: (locale: string | undefined) => void
}

/**
 * The modal's language and its switch (the `setLocale` action).
 *
 * @example
 * const { locale, setLocale } = useLocale()
 * return <select value={locale} onChange={(e) => setLocale(e.target.value)}>{SUPPORTED_LOCALES.map(…)}</select>
 */
export function useLocale(): UseLocaleReturnType {
  const latch = useLatchInstance()
  const locale = useLocaleTag()
  const change = useCallback((next: string | undefined) => setLocale(latch, { locale: next }), [latch])
  return { locale, setLocale: change }
}
