import { darkTheme, type LatchTheme, lightTheme, type ThemeConfig } from '@latch/core'

/**
 * Whether a config's `theme` changes with `prefers-color-scheme`: `'system'` and `{ lightMode, darkMode }`.
 *
 * @example followsColorScheme('system') // true
 */
export function followsColorScheme(theme: ThemeConfig | undefined): boolean {
  return theme === 'system' || (typeof theme === 'object' && 'lightMode' in theme)
}

/**
 * The theme to draw with: the config's `theme` (default `'light'`), with `prefersDark` choosing for
 * `'system'` and `{ lightMode, darkMode }`.
 *
 * @example resolveTheme('system', true).colorScheme // 'dark'
 */
export function resolveTheme(theme: ThemeConfig | undefined, prefersDark: boolean): LatchTheme {
  if (typeof theme === 'object')
    return 'lightMode' in theme ? (prefersDark ? theme.darkMode : theme.lightMode) : theme
  return theme === 'dark' || (theme === 'system' && prefersDark) ? darkTheme() : lightTheme()
}
