import { FRAME_LOCALES, RIGHT_TO_LEFT_LOCALES } from '@latch/frame-protocol'

/**
 * The languages Latch speaks, as the BCP 47 tags of their catalogues in `locales/`: the one list the
 * modal and the embedded wallet's frame share (@latch/frame-protocol's FRAME_LOCALES), so the page can
 * never sync the frame to a language it lacks. English is built in; each other one is a lazy chunk,
 * loaded when the modal first speaks it.
 */
export const SUPPORTED_LOCALES = FRAME_LOCALES

export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number]

/** Written right to left: the modal mirrors for these. */
const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(RIGHT_TO_LEFT_LOCALES)

/** @example textDirection('ar') // 'rtl' */
export function textDirection(locale: SupportedLocale): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr'
}
