import type { Catalogue } from './catalogueTypes'
import type { SupportedLocale } from './supportedLocales'

const loaded = new Map<SupportedLocale, Catalogue>()
const loading = new Map<SupportedLocale, Promise<Catalogue>>()
const listeners = new Set<() => void>()

/** The catalogue of `locale` if it has loaded, else undefined (see loadCatalogue). */
export function peekCatalogue(locale: SupportedLocale): Catalogue | undefined {
  return loaded.get(locale)
}

/**
 * Loads `locale`'s catalogue once; every caller shares the one request. A failed load is forgotten, so
 * the next call tries again.
 *
 * @example await loadCatalogue('de')
 */
export function loadCatalogue(locale: SupportedLocale): Promise<Catalogue> {
  const done = loaded.get(locale)
  if (done) return Promise.resolve(done)
  let pending = loading.get(locale)
  if (!pending) {
    // the map of 23 chunks is a chunk of its own, so the first load carries none of it
    pending = import('./localeChunks')
      .then(({ LOCALE_CHUNKS }) => LOCALE_CHUNKS[locale]())
      .then(
        (module) => {
          loaded.set(locale, module.default)
          loading.delete(locale)
          for (const listener of listeners) listener()
          return module.default
        },
        (error: unknown) => {
          loading.delete(locale)
          throw error
        },
      )
    loading.set(locale, pending)
  }
  return pending
}

/** Calls `listener` whenever a catalogue arrives; returns the unsubscribe (for useSyncExternalStore). */
export function subscribeToCatalogues(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
