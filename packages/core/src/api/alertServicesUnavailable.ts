import { HttpRequestError, TimeoutError } from '../errors/rpc'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { openAlert } from '../rules/alert'

/** The alert when the provider services do not answer at all; their wording is Latch's own. */
export const SERVICES_UNAVAILABLE = 'Services Unavailable'

/**
 * Whether an error from a service call means the services are unreachable: nothing answered (the
 * connection failed) or nothing answered in time. A status, even 5xx, is an answer: the
 * app-configuration alerts cover those.
 *
 * @example if (isServicesUnreachable(error)) alertServicesUnavailable(latch)
 */
export function isServicesUnreachable(error: unknown): boolean {
  return error instanceof HttpRequestError || error instanceof TimeoutError
}

/**
 * Opens the alert 'Services Unavailable', telling the person what is missing and what still works:
 * the project's settings are unavailable (the spec's defaults are in use); connecting a wallet and
 * its balance, read from the chain, still work.
 *
 * @example if (isServicesUnreachable(error)) alertServicesUnavailable(latch)
 */
export function alertServicesUnavailable(latch: Latch): void {
  const next = {
    message: SERVICES_UNAVAILABLE,
    details:
      "This app's services cannot be reached: its project settings are unavailable and defaults are in use. " +
      'Connecting your wallet and its balance from the chain still work.',
  }
  getStore(latch).setState((s) => ({ alert: openAlert(s.alert, next) }))
}
