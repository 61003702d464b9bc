import { EmbeddedWalletError, EmbeddedWalletTimeoutError, FrameLoadError } from '../errors/embedded'
import { LatchError } from '../errors/LatchError'
import { parseError } from '../errors/parseError'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { resetView } from '../rules/router'
import { CHAIN_NAMESPACES } from '../types'
import { clearConnection } from './clearConnection'
import { reportActionError } from './reportActionError'
import { showAlert } from './showAlert'

/**
 * Where an embedded-wallet step's failure goes (spec §4, §8): past the 120 s limit the 'Embedded Wallet
 * Request Timed Out' alert shows; a frame that never loaded shows its message, disconnects the AUTH
 * connector where it is in use and the modal goes back to Connect; every other failure is the view's to show. Returns the error to throw.
 *
 * @example throw reportEmbeddedError(latch, cause)
 */
export function reportEmbeddedError(latch: Latch, cause: unknown): LatchError {
  const error = cause instanceof LatchError ? cause : new EmbeddedWalletError(parseError(cause), { cause })
  if (error instanceof EmbeddedWalletTimeoutError) showAlert(latch, { message: error.shortMessage })
  if (error instanceof FrameLoadError) {
    showAlert(latch, { message: error.shortMessage, details: error.details })
    // without its frame the login holds no key: the AUTH connector is disconnected wherever it is in use
    const { activeConnectorIds, connectors } = getStore(latch).getState()
    for (const namespace of CHAIN_NAMESPACES) {
      const active = connectors[namespace]?.find((c) => c.id === activeConnectorIds[namespace])
      if (active?.type === 'AUTH') clearConnection(latch, { namespace })
    }
    getStore(latch).setState((s) => ({ router: resetView(s.router, 'Connect') }))
  }
  return reportActionError(latch, error)
}
