import type { Latch } from '../latch'
import { APP_CONFIGURATION_ALERTS, showAppConfigurationAlert } from './appConfigurationAlerts'
import type { HttpStatusError } from './errors'

/** The alert of spec §8 when the service refuses this page (HTTP 403). */
export const INVALID_APP_CONFIGURATION = APP_CONFIGURATION_ALERTS.INVALID_APP_CONFIGURATION.message

/**
 * The alert for a 403 from the service. An unknown project (service code PROJECT_NOT_FOUND) opens
 * 'Project ID Not Configured'; otherwise the origin is not allowed: 'Invalid App Configuration',
 * with the long message that this page's origin is not on the project's allowlist.
 *
 * @example if (error instanceof HttpStatusError && error.status === 403) alertInvalidAppConfiguration(latch, error)
 */
export function alertInvalidAppConfiguration(latch: Latch, error: HttpStatusError): void {
  showAppConfigurationAlert(
    latch,
    error.serviceCode === 'PROJECT_NOT_FOUND' ? 'PROJECT_NOT_CONFIGURED' : 'INVALID_APP_CONFIGURATION',
  )
}
