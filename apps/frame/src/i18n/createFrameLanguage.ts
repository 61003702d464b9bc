import { FrameChannelError, type FrameLocale } from '@latch/frame-protocol'
import { createTranslator, type Translate } from './createTranslator'
import { LOCALE_CHUNKS } from './localeChunks'
import english from './locales/en.json'
import { textDirection } from './textDirection'

/** The language the frame's screens speak now, and how they say things in it. */
export interface SpokenLanguage {
  locale: FrameLocale
  dir: 'ltr' | 'rtl'
  say: Translate
}

export interface FrameLanguage {
  /** The language spoken now: English until the page syncs another (SYNC_LOCALE). */
  current(): SpokenLanguage
  /**
   * Speaks `locale` from now on, once its catalogue has loaded; resolves then. Of several asked in a row the
   * last wins. A catalogue that does not load leaves the language as it was and rejects.
   */
  use(locale: FrameLocale): Promise<void>
  /** Calls `listener` after each change of language; answers the unsubscribe. */
  subscribe(listener: () => void): () => void
}

/**
 * The frame's language: English, built in, until the page syncs the modal's (SYNC_LOCALE); each other
 * language is a chunk of the frame's own, loaded the first time it is asked for.
 *
 * @example
 * const language = createFrameLanguage()
 * await language.use('de')
 * language.current().say(phrase('approval.reject')) // 'Ablehnen'
 */
export function createFrameLanguage(): FrameLanguage {
  const speak = (locale: FrameLocale, say: Translate): SpokenLanguage => ({
    locale,
    dir: textDirection(locale),
    say,
  })
  let spoken = speak('en', createTranslator('en', english))
  let asked: FrameLocale = 'en'
  const listeners = new Set<() => void>()

  return {
    current: () => spoken,
    async use(locale) {
      asked = locale
      let say: Translate
      try {
        say = createTranslator(locale, locale === 'en' ? english : (await LOCALE_CHUNKS[locale]()).default)
      } catch (cause) {
        throw new FrameChannelError('FRAME_REQUEST_FAILED', `The ${locale} words could not be loaded`, {
          cause,
        })
      }
      // a later SYNC_LOCALE won while this one loaded
      if (asked !== locale || spoken.locale === locale) return
      spoken = speak(locale, say)
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
