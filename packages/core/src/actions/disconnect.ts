import type { Latch } from '../createLatch'
import { FailedToDisconnectError } from '../errors/connection'
import { parseError } from '../errors/parseError'
import { clearConnection } from './clearConnection'
import { close } from './close'
import { reportActionError } from './reportActionError'

export type DisconnectReturnType = undefined

/** What `disconnect` rejects with, after the local state is cleared. */
export type DisconnectErrorType = FailedToDisconnectError

/**
 * Disconnects the active namespace's wallet and forgets it, so a reload does not restore it.
 * The local state is cleared even when the wallet fails to answer; that failure is then thrown.
 *
 * @example await disconnect(latch)
 */
export async function disconnect(latch: Latch): Promise<DisconnectReturnType> {
  const state = latch.store.getState()
  const namespace = state.activeNamespace
  const connectorId = state.activeConnectorIds[namespace]
  const adapter = latch.adapters.get(namespace)
  let failure: unknown
  if (connectorId && adapter) {
    try {
      await adapter.disconnect({ connectorId })
    } catch (cause) {
      failure = cause
    }
  }
  clearConnection(latch, { namespace })
  // Back to a supported network so the next visitor is not stranded on the wallet's old chain.
  if (!latch.config.networks.some((n) => n.caipNetworkId === latch.store.getState().activeCaipNetworkId)) {
    latch.store.setState({ activeCaipNetworkId: latch.config.defaultNetwork })
  }
  close(latch)
  if (failure) {
    throw reportActionError(
      latch,
      new FailedToDisconnectError({ cause: failure, details: parseError(failure) }),
    )
  }
}
