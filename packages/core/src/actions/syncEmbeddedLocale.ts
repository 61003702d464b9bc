import type { Latch } from '../latch'
import { getStore } from '../latch'

/**
 * Tells every embedded wallet the language the modal now speaks (a BCP 47 tag), so the frame's own screens
 * (its approval) speak it too. Loads no frame: one loaded later is told when it loads.
 *
 * @example syncEmbeddedLocale(latch, 'de')
 */
export function syncEmbeddedLocale(latch: Latch, locale: string): void {
  for (const connectors of Object.values(getStore(latch).getState().connectors))
    for (const connector of connectors ?? []) connector.embedded?.syncLocale(locale)
}
