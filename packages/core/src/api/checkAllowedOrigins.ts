import { DEFAULT_ALLOWED_ORIGIN_PATTERNS } from '../constants'
import type { Latch } from '../latch'
import { isOriginAllowed } from '../rules/isOriginAllowed'
import { showAppConfigurationAlert } from './appConfigurationAlerts'
import { RateLimitedError, ServerError } from './errors'
import { getAllowedOrigins } from './getAllowedOrigins'
import { pageOrigin } from './pageOrigin'

/**
 * The allowed-origins check mountLatch runs at start (spec §8): a 429 opens 'Rate Limited', a
 * 500-599 'Server Error', and a page origin on neither the project's list nor the default patterns
 * (localhost, hosting previews) 'Unverified Domain'. An empty list says nothing: it is what a failed
 * fetch returns, and a project that allows no origin already gets its config calls refused (403).
 * Never rejects.
 *
 * @example void checkAllowedOrigins(latch)
 */
export async function checkAllowedOrigins(latch: Latch): Promise<void> {
  const origin = pageOrigin(latch)
  if (!origin) return
  try {
    const allowed = await getAllowedOrigins(latch)
    if (allowed.length === 0) return
    if (!isOriginAllowed(origin, [...allowed, ...DEFAULT_ALLOWED_ORIGIN_PATTERNS])) {
      showAppConfigurationAlert(latch, 'UNVERIFIED_DOMAIN')
    }
  } catch (error) {
    if (error instanceof RateLimitedError) showAppConfigurationAlert(latch, 'RATE_LIMITED')
    else if (error instanceof ServerError) showAppConfigurationAlert(latch, 'SERVER_ERROR', error.details)
  }
}
