import type { LatchTheme, ThemeOptions } from '../types/theme'

const RADII: Record<NonNullable<ThemeOptions['borderRadius']>, LatchTheme['radii']> = {
  none: { modal: 0, control: 0, button: 0 },
  small: { modal: 8, control: 6, button: 6 },
  medium: { modal: 16, control: 10, button: 10 },
  large: { modal: 24, control: 16, button: 999 },
}

const FONT_STACKS: Record<NonNullable<ThemeOptions['fontStack']>, string> = {
  system: "system-ui,-apple-system,'Segoe UI',Roboto,sans-serif",
  rounded: "ui-rounded,'SF Pro Rounded',system-ui,-apple-system,'Segoe UI',Roboto,sans-serif",
}

const BLURS: Record<NonNullable<ThemeOptions['overlayBlur']>, number> = { none: 0, small: 4, large: 20 }

/**
 * A theme of `colorScheme` from its palette and a host's options: what `lightTheme()` and `darkTheme()`
 * share. Options are not checked here; `createLatch` checks the theme they make.
 *
 * @example toLatchTheme('light', palette, { borderRadius: 'small' }).radii // { modal: 8, control: 6, button: 6 }
 */
export function toLatchTheme(
  colorScheme: LatchTheme['colorScheme'],
  colors: LatchTheme['colors'],
  { accentColor, accentColorForeground, borderRadius, fontStack, overlayBlur }: ThemeOptions = {},
): LatchTheme {
  return {
    colorScheme,
    colors: {
      ...colors,
      accent: accentColor ?? colors.accent,
      accentForeground: accentColorForeground ?? colors.accentForeground,
    },
    radii: { ...RADII[borderRadius ?? 'large'] },
    fonts: { body: FONT_STACKS[fontStack ?? 'system'] },
    blurs: { overlay: BLURS[overlayBlur ?? 'none'] },
  }
}
