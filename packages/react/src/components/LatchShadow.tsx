import type { Latch } from '@latch/core'
import type { CSSProperties, ReactNode } from 'react'
import { baseCss } from '../theme/baseCss'
import { themeToCssVariables } from '../theme/themeToCssVariables'
import { useLatchTheme } from '../theme/useLatchTheme'
import { ShadowHost } from './ShadowHost'
import { snackbarCss } from './snackbarCss'
import { spinnerCss } from './spinnerCss'

/** What the shadow root holds before the modal loads: the base, and the snackbar with its spinner. */
const shellCss = baseCss + spinnerCss + snackbarCss

/**
 * A shadow root drawn with the instance's theme (`'system'` following `prefers-color-scheme`). The modal
 * adds its own stylesheets when it loads (modalCss).
 */
export function LatchShadow({
  latch,
  children,
  testId,
}: {
  latch: Latch
  children: ReactNode
  testId?: string
}) {
  const theme = useLatchTheme(latch)
  return (
    <ShadowHost
      css={shellCss}
      theme={theme.colorScheme}
      style={themeToCssVariables(theme) as CSSProperties}
      testId={testId}
    >
      {children}
    </ShadowHost>
  )
}
