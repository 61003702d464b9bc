import { NetworkNotFoundError } from '../errors/state'
import type { Latch } from '../latch'
import { reportActionError } from './reportActionError'
import { showAlert } from './showAlert'

/** Spec §8's alert for a network id the host did not configure. */
export const NETWORK_NOT_FOUND_ALERT = 'Network Not Found'

/**
 * A network id the host does not know was asked for: the person sees spec §8's 'Network Not Found'
 * alert (saying which id), the failure is reported, and the NetworkNotFoundError is returned to be thrown.
 *
 * @example if (!network) throw networkNotFound(latch, caipNetworkId)
 */
export function networkNotFound(latch: Latch, caipNetworkId: unknown): NetworkNotFoundError {
  const id = String(caipNetworkId)
  showAlert(latch, { message: NETWORK_NOT_FOUND_ALERT, details: `${id} is not one of this app's networks.` })
  return reportActionError(latch, new NetworkNotFoundError({ details: `${id} is not configured.` }))
}
