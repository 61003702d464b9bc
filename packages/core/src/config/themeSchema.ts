import * as z from 'zod/mini'
import type { LatchTheme } from '../types/theme'

/**
 * A colour the theme may carry into CSS: hex, `rgb()`/`rgba()`/`hsl()`/`hsla()` over plain numbers, units,
 * `%`, `/` and commas, or a bare name. No other function (`url(`, `expression(`, `var(`), no `;{}<>\`, no
 * `@` and no comment can get through, so a value can never reach outside its own declaration or fetch.
 */
export const THEME_COLOR = /^(#([\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})|(rgba?|hsla?)\([\w .,%/+-]*\)|[a-z]+)$/i

/** A font stack: family names, quoted or not, separated by commas; letters, digits, spaces, `'"`, `,` and `-`. */
export const THEME_FONT = /^[\p{L}\p{N} '",-]+$/u

const color = z
  .string()
  .check(z.regex(THEME_COLOR, 'must be a hex, rgb(), rgba(), hsl(), hsla() or named colour'))
const px = z.number().check(z.minimum(0, 'must be 0 px or more'), z.maximum(999, 'must be at most 999 px'))

/** A complete theme; unknown keys are refused (a misspelt one would silently not apply). */
export const latchThemeSchema: z.ZodMiniType<LatchTheme> = z.strictObject({
  colorScheme: z.enum(['light', 'dark']),
  colors: z.strictObject({
    accent: color,
    accentForeground: color,
    background: color,
    foreground: color,
    muted: color,
    surface: color,
    border: color,
    error: color,
    success: color,
    overlay: color,
  }),
  radii: z.strictObject({ modal: px, control: px, button: px }),
  fonts: z.strictObject({
    body: z.string().check(z.maxLength(200), z.regex(THEME_FONT, 'must be font names, quotes and commas')),
  }),
  blurs: z.strictObject({ overlay: px }),
})

const themeModesSchema = z.strictObject({ lightMode: latchThemeSchema, darkMode: latchThemeSchema })

const themeNameSchema = z.enum(['light', 'dark', 'system'], "must be 'light', 'dark', 'system' or a theme")

/**
 * The schema a config's `theme` is checked with: a name, a `{ lightMode, darkMode }` pair, or one theme.
 * Chosen by the value's shape rather than a union, so that a mistake is reported at its own field
 * (`theme.colors.acent`) and not as "matches none of the options".
 *
 * @example themeSchemaOf({ lightMode, darkMode }).safeParse({ lightMode, darkMode }).success // true
 */
export function themeSchemaOf(theme: unknown): z.ZodMiniType<unknown> {
  if (typeof theme !== 'object' || theme === null) return themeNameSchema
  return 'lightMode' in theme || 'darkMode' in theme ? themeModesSchema : latchThemeSchema
}
