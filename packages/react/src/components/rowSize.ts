/** A list row's height in px: rowCss draws rows this high, and the windowed lists place them by it. */
export const ROW_HEIGHT = 52
/** The gap between a list's rows, in px. */
export const ROW_GAP = 6
/** From one row's top to the next's in a list: a windowed list's fixed pitch. */
export const ROW_PITCH = ROW_HEIGHT + ROW_GAP
