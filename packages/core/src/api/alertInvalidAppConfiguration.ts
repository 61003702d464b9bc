import { showAlert } from '../actions/alert'
import type { Latch } from '../createLatch'

/** The alert of spec §8 when the service refuses this page (HTTP 403). */
export const INVALID_APP_CONFIGURATION = 'Invalid App Configuration'

/**
 * Opens the alert 'Invalid App Configuration', with the long message that this page's origin is not
 * on the project's allowlist. Used when the service answers 403 (origin not allowed, or unknown project).
 *
 * @example if (error instanceof HttpStatusError && error.status === 403) alertInvalidAppConfiguration(latch)
 */
export function alertInvalidAppConfiguration(latch: Latch): void {
  const projectId = latch.config.api?.projectId ?? ''
  const origin = globalThis.location?.origin ?? latch.config.metadata?.url ?? 'this page'
  showAlert(latch, {
    message: INVALID_APP_CONFIGURATION,
    details:
      `Origin ${origin} is not on the allowlist of project ${projectId}. ` +
      "Add it to the project's allowed origins on the Latch API.",
  })
}
