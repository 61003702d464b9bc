import type { Latch } from '@latch/core'
import { getStore, syncEmbeddedTheme } from '@latch/core/internal'
import { useEffect } from 'react'

/**
 * Keeps the embedded wallet's frame in the modal's colour scheme: now, when it changes (`'system'`
 * following the system), and for an embedded wallet whose connector appears later. Renders nothing.
 *
 * @example useSyncEmbeddedTheme(latch, useLatchTheme(latch).colorScheme)
 */
export function useSyncEmbeddedTheme(latch: Latch, colorScheme: 'light' | 'dark'): void {
  useEffect(() => {
    syncEmbeddedTheme(latch, colorScheme)
    return getStore(latch).subscribe((state, previous) => {
      if (state.connectors !== previous.connectors) syncEmbeddedTheme(latch, colorScheme)
    })
  }, [latch, colorScheme])
}
