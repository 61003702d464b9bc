import { type FrameLocale, RIGHT_TO_LEFT_LOCALES } from '@latch/frame-protocol'

/** The frame's languages written right to left: the list the modal mirrors for too. */
const RIGHT_TO_LEFT: ReadonlySet<FrameLocale> = new Set(RIGHT_TO_LEFT_LOCALES)

/**
 * The writing direction of one of the frame's languages, for the `dir` of its screens.
 *
 * @example textDirection('he') // 'rtl'
 */
export function textDirection(locale: FrameLocale): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr'
}
