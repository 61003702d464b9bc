import type { Latch } from '@latch/core'
import type { ReactNode } from 'react'
import { modalCss } from '../modal/modalCss'
import { themeCss } from '../modal/theme'
import { ShadowHost } from './ShadowHost'

/** A shadow root carrying the instance's theme mode and `--latch-*` overrides. */
export function LatchShadow({
  latch,
  children,
  testId,
}: {
  latch: Latch
  children: ReactNode
  testId?: string
}) {
  return (
    <ShadowHost
      css={themeCss + modalCss}
      theme={latch.config.themeMode ?? 'light'}
      style={latch.config.themeVariables as Record<string, string> | undefined}
      testId={testId}
    >
      {children}
    </ShadowHost>
  )
}
