import type { LatchTheme, ThemeOptions } from '../types/theme'
import { toLatchTheme } from './toLatchTheme'

/**
 * The dark theme, with the host's accent colour, radii, font and overlay blur. Its text colours keep WCAG
 * AA contrast (4.5:1) on their backgrounds (checked by axe).
 *
 * @example
 * createLatch({ networks, theme: darkTheme({ accentColor: '#7b3fe4', overlayBlur: 'small' }) })
 */
export function darkTheme(options?: ThemeOptions): LatchTheme {
  return toLatchTheme(
    'dark',
    {
      accent: '#6f86ff',
      accentForeground: '#0b0d12',
      background: '#17181b',
      foreground: '#f2f3f5',
      muted: '#9a9ea6',
      surface: '#23252a',
      border: '#2f3238',
      error: '#f97066',
      success: '#47cd89',
      overlay: 'rgba(0,0,0,.6)',
    },
    options,
  )
}
