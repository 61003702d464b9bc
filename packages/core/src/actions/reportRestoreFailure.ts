import { FailedToConnectError } from '../errors/connection'
import { AuthInitError } from '../errors/embedded'
import { LatchError } from '../errors/LatchError'
import { parseError } from '../errors/parseError'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { resetView } from '../rules/router'
import type { ChainNamespace } from '../types'
import { reportActionError } from './reportActionError'
import { showSnackbar } from './showSnackbar'

/**
 * A connection kept from the last visit did not come back at page load (its connection is already
 * forgotten): the failure is reported, not dropped. When it was the email or social login (the AUTH
 * connector), the person also reads spec §8's 'A problem occurred while trying initialize authentication'
 * and the modal is back on Connect.
 *
 * @example reportRestoreFailure(latch, 'eip155', 'AUTH', cause)
 */
export function reportRestoreFailure(
  latch: Latch,
  namespace: ChainNamespace,
  connectorId: string,
  cause: unknown,
): LatchError {
  const state = getStore(latch).getState()
  const connector = state.connectors[namespace]?.find((candidate) => candidate.id === connectorId)
  if (connector?.type !== 'AUTH') {
    const error =
      cause instanceof LatchError ? cause : new FailedToConnectError({ cause, details: parseError(cause) })
    return reportActionError(latch, error)
  }
  const error = new AuthInitError({ cause, details: parseError(cause) })
  getStore(latch).setState((s) => ({ router: resetView(s.router, 'Connect') }))
  showSnackbar(latch, { message: error.shortMessage, variant: 'error' })
  return reportActionError(latch, error)
}
