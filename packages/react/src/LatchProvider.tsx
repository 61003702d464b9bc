import { type Latch, mountLatch } from '@latch/core'
import { type ReactNode, useEffect } from 'react'
import { createPortal } from 'react-dom'
import { LatchShadow } from './components/LatchShadow'
import { Snackbar } from './components/Snackbar'
import { LatchContext } from './context'
import { useSyncEmbeddedLocale } from './i18n/useSyncEmbeddedLocale'
import { LazyModal } from './modal/LazyModal'
import { useLatchTheme } from './theme/useLatchTheme'
import { useSyncEmbeddedTheme } from './theme/useSyncEmbeddedTheme'

export interface LatchProviderProps {
  latch: Latch
  children?: ReactNode
}

/**
 * Makes a Latch instance available to hooks, starts wallet discovery and the silent reconnect, and
 * renders the overlay modal (in a shadow root on document.body). In embedded mode the modal renders
 * where the host places `<LatchEmbeddedModal />` instead. The embedded wallet's frame follows the theme's
 * colour scheme and the modal's language.
 *
 * @example
 * <LatchProvider latch={latch}><App /></LatchProvider>
 */
export function LatchProvider({ latch, children }: LatchProviderProps) {
  useEffect(() => mountLatch(latch), [latch])
  useSyncEmbeddedTheme(latch, useLatchTheme(latch).colorScheme)
  useSyncEmbeddedLocale(latch)
  return (
    <LatchContext.Provider value={latch}>
      {children}
      {typeof document !== 'undefined' &&
        createPortal(
          <LatchShadow latch={latch} testId="latch-root">
            {!latch.config.embedded && <LazyModal embedded={false} />}
            <Snackbar />
          </LatchShadow>,
          document.body,
        )}
    </LatchContext.Provider>
  )
}
