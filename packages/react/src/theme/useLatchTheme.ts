import type { Latch, LatchTheme } from '@latch/core'
import { useMemo } from 'react'
import { followsColorScheme, resolveTheme } from './resolveTheme'
import { usePrefersDark } from './usePrefersDark'

/**
 * The theme the instance draws with now: its config's `theme`, with `'system'` and `{ lightMode, darkMode }`
 * following `prefers-color-scheme` live.
 *
 * @example const { colorScheme } = useLatchTheme(latch)
 */
export function useLatchTheme(latch: Latch): LatchTheme {
  const { theme } = latch.config
  const prefersDark = usePrefersDark(followsColorScheme(theme))
  return useMemo(() => resolveTheme(theme, prefersDark), [theme, prefersDark])
}
