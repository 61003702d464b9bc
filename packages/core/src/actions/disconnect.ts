import { FailedToDisconnectError } from '../errors/connection'
import { parseError } from '../errors/parseError'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { isLiveConnection } from '../rules/walletConnections'
import { clearConnection } from './clearConnection'
import { close } from './close'
import { reportActionError } from './reportActionError'

export type DisconnectReturnType = undefined

/** What `disconnect` rejects with, after the local state is cleared. */
export type DisconnectErrorType = FailedToDisconnectError

/**
 * Disconnects the active namespace's wallet (with multiWallet, all its wallets) and forgets it, so a
 * reload does not restore it.
 * The local state is cleared even when the wallet fails to answer; that failure is then thrown.
 *
 * @example await disconnect(latch)
 */
export async function disconnect(latch: Latch): Promise<DisconnectReturnType> {
  const state = getStore(latch).getState()
  const namespace = state.activeNamespace
  const connectorId = state.activeConnectorIds[namespace]
  const adapter = latch.adapters.get(namespace)
  // With multiWallet the wallets held beside the active one go too (spec §6: disconnect all).
  const connectorIds = new Set([
    ...(connectorId ? [connectorId] : []),
    ...(state.connections[namespace] ?? []).filter(isLiveConnection).map((c) => c.connectorId),
  ])
  let failure: unknown
  if (adapter) {
    for (const id of connectorIds) {
      try {
        await adapter.disconnect({ connectorId: id })
      } catch (cause) {
        failure ??= cause
      }
    }
  }
  clearConnection(latch, { namespace })
  // Back to a supported network so the next visitor is not stranded on the wallet's old chain.
  if (
    !latch.config.networks.some((n) => n.caipNetworkId === getStore(latch).getState().activeCaipNetworkId)
  ) {
    getStore(latch).setState({ activeCaipNetworkId: latch.config.defaultNetwork })
  }
  close(latch)
  if (failure) {
    throw reportActionError(
      latch,
      new FailedToDisconnectError({ cause: failure, details: parseError(failure) }),
    )
  }
}
