import type { Latch } from '@latch/core'
import type { CSSProperties, ReactNode } from 'react'
import { modalCss } from '../modal/modalCss'
import { baseCss } from '../theme/baseCss'
import { themeToCssVariables } from '../theme/themeToCssVariables'
import { useLatchTheme } from '../theme/useLatchTheme'
import { ShadowHost } from './ShadowHost'

/** A shadow root drawn with the instance's theme (`'system'` following `prefers-color-scheme`). */
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
      css={baseCss + modalCss}
      theme={theme.colorScheme}
      style={themeToCssVariables(theme) as CSSProperties}
      testId={testId}
    >
      {children}
    </ShadowHost>
  )
}
