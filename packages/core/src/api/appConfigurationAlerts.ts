import type { Latch } from '../latch'
import { getStore } from '../latch'
import { openAlert } from '../rules/alert'
import { pageOrigin } from './pageOrigin'

interface AlertContext {
  origin: string
  projectId: string
  baseUrl: string
  /** What the service said, for the server-error alert. */
  reason?: string
}

/**
 * The alerts of spec §8 about the app's configuration on the service: the spec names 'Invalid App
 * Configuration' and 'Rate Limited'; the project-not-configured, server-error and unverified-domain
 * wordings are not shown there, so these are Latch's own.
 */
export const APP_CONFIGURATION_ALERTS = {
  INVALID_APP_CONFIGURATION: {
    message: 'Invalid App Configuration',
    details: ({ origin, projectId }: AlertContext) =>
      `Origin ${origin} is not on the allowlist of project ${projectId}. ` +
      "Add it to the project's allowed origins on the Latch API.",
  },
  PROJECT_NOT_CONFIGURED: {
    message: 'Project ID Not Configured',
    details: ({ projectId, baseUrl }: AlertContext) =>
      `Project ${projectId} is not configured on the Latch API at ${baseUrl}. ` +
      'Check the projectId passed to createLatch, or create the project on the service.',
  },
  SERVER_ERROR: {
    message: 'Server Error',
    details: ({ reason }: AlertContext) =>
      `The Latch API failed to return the app configuration${reason ? ` (${reason})` : ''}. Try again later.`,
  },
  RATE_LIMITED: {
    message: 'Rate Limited',
    details: () =>
      'The Latch API hit its rate limit while returning the app configuration. Try again in a minute.',
  },
  UNVERIFIED_DOMAIN: {
    message: 'Unverified Domain',
    details: ({ origin, projectId }: AlertContext) =>
      `Origin ${origin} is not among the allowed origins of project ${projectId}, so the service refuses ` +
      "this page's calls. Add it to the project's allowed origins on the Latch API.",
  },
} as const

export type AppConfigurationAlert = keyof typeof APP_CONFIGURATION_ALERTS

/**
 * Opens one of the app-configuration alerts, with its long message filled in for this page.
 *
 * @example showAppConfigurationAlert(latch, 'RATE_LIMITED')
 */
export function showAppConfigurationAlert(latch: Latch, alert: AppConfigurationAlert, reason?: string): void {
  const { message, details } = APP_CONFIGURATION_ALERTS[alert]
  const context: AlertContext = {
    origin: pageOrigin(latch) ?? 'this page',
    projectId: latch.config.api?.projectId ?? '',
    baseUrl: latch.config.api?.baseUrl ?? '',
    reason,
  }
  const next = { message, variant: 'error' as const, details: details(context) }
  getStore(latch).setState((s) => ({ alert: openAlert(s.alert, next) }))
}
