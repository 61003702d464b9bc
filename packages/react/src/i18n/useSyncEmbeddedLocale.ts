import type { Latch } from '@latch/core'
import { getStore, syncEmbeddedLocale } from '@latch/core/internal'
import { useEffect } from 'react'
import { localeTagOf } from './useI18n'

/**
 * Keeps the embedded wallet's frame in the modal's language (the one `useLocaleTag` resolves): now, on each
 * change of the store's `locale` (`setLocale`), and for an embedded wallet whose connector appears later.
 * For LatchProvider, which renders outside its own context. Renders nothing.
 *
 * @example useSyncEmbeddedLocale(latch)
 */
export function useSyncEmbeddedLocale(latch: Latch): void {
  useEffect(() => {
    const sync = () => syncEmbeddedLocale(latch, localeTagOf(getStore(latch).getState().locale))
    sync()
    return getStore(latch).subscribe((state, previous) => {
      if (state.connectors !== previous.connectors || state.locale !== previous.locale) sync()
    })
  }, [latch])
}
