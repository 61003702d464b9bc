import type { Latch } from '../latch'
import { getStore } from '../latch'

/**
 * Tells every embedded wallet the colour scheme the modal now draws with, so the frame's own screens (its
 * approval) match it. Loads no frame: one loaded later is told when it loads.
 *
 * @example syncEmbeddedTheme(latch, 'dark')
 */
export function syncEmbeddedTheme(latch: Latch, colorScheme: 'light' | 'dark'): void {
  for (const connectors of Object.values(getStore(latch).getState().connectors))
    for (const connector of connectors ?? []) connector.embedded?.syncTheme(colorScheme)
}
