import { type CSSProperties, type ReactNode, useCallback, useState } from 'react'
import { createPortal } from 'react-dom'

export interface ShadowHostProps {
  css: string
  children: ReactNode
  theme?: 'light' | 'dark'
  style?: CSSProperties
  testId?: string
}

/**
 * Renders its children into an open shadow root, so the host page's CSS cannot reach them
 * and theirs cannot leak out.
 */
export function ShadowHost({ css, children, theme = 'light', style, testId }: ShadowHostProps) {
  const [root, setRoot] = useState<ShadowRoot | null>(null)
  const attach = useCallback((element: HTMLElement | null) => {
    if (element) setRoot(element.shadowRoot ?? element.attachShadow({ mode: 'open' }))
  }, [])
  return (
    <div
      ref={attach}
      data-theme={theme}
      data-latch=""
      data-testid={testId}
      style={{ display: 'contents', ...style }}
    >
      {root &&
        createPortal(
          <>
            <style>{css}</style>
            {children}
          </>,
          root,
        )}
    </div>
  )
}
