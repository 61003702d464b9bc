import type { LatchTheme } from '@latch/core'

/** The `--latch-*` custom properties every stylesheet of the modal and the connect button reads. */
export type LatchCssVariables = Record<`--latch-${string}`, string>

/**
 * The one place a theme becomes CSS: its values as `--latch-*` custom properties, to set on a shadow host's
 * `style` (which the browser sets one property at a time, so a value cannot add a declaration). The values
 * were checked by `createLatch` (`theme.*` refuses anything outside a colour, px or font-name grammar).
 *
 * @example themeToCssVariables(lightTheme())['--latch-accent'] // '#3b5bfd'
 */
export function themeToCssVariables({ colors, radii, fonts, blurs }: LatchTheme): LatchCssVariables {
  return {
    '--latch-accent': colors.accent,
    '--latch-accent-fg': colors.accentForeground,
    '--latch-bg': colors.background,
    '--latch-fg': colors.foreground,
    '--latch-muted': colors.muted,
    '--latch-surface': colors.surface,
    '--latch-border': colors.border,
    '--latch-error': colors.error,
    '--latch-success': colors.success,
    '--latch-overlay': colors.overlay,
    '--latch-radius': `${radii.control}px`,
    '--latch-radius-modal': `${radii.modal}px`,
    '--latch-radius-button': `${radii.button}px`,
    '--latch-font-family': fonts.body,
    '--latch-overlay-blur': blurs.overlay > 0 ? `blur(${blurs.overlay}px)` : 'none',
  }
}
