import type { LatchTheme, ThemeOptions } from '../types/theme'
import { toLatchTheme } from './toLatchTheme'

/**
 * The light theme (the default), with the host's accent colour, radii, font and overlay blur. Its text
 * colours keep WCAG AA contrast (4.5:1) on their backgrounds (checked by axe).
 *
 * @example
 * createLatch({ networks, theme: lightTheme({ accentColor: '#0a7', borderRadius: 'small' }) })
 */
export function lightTheme(options?: ThemeOptions): LatchTheme {
  return toLatchTheme(
    'light',
    {
      accent: '#3b5bfd',
      accentForeground: '#fff',
      background: '#fff',
      foreground: '#141414',
      muted: '#6b6f76',
      surface: '#f2f3f5',
      border: '#e4e5e8',
      error: '#d92d20',
      success: '#12805c',
      overlay: 'rgba(10,12,16,.45)',
    },
    options,
  )
}
