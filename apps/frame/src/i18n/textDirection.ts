import type { FrameLocale } from '@latch/frame-protocol'

/** The frame's languages written right to left. */
const RIGHT_TO_LEFT: ReadonlySet<FrameLocale> = new Set(['ar', 'he'])

/**
 * The writing direction of one of the frame's languages, for the `dir` of its screens.
 *
 * @example textDirection('he') // 'rtl'
 */
export function textDirection(locale: FrameLocale): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr'
}
