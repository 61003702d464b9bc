import * as z from 'zod/mini'
import { FailedToDisconnectError } from '../errors/connection'
import type { InvalidInputError } from '../errors/input'
import { parseError } from '../errors/parseError'
import { ConnectionNotFoundError } from '../errors/walletConnection'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { isLiveConnection, removeConnection } from '../rules/walletConnections'
import { CHAIN_NAMESPACES, type ChainNamespace } from '../types'
import { clearConnection } from './clearConnection'
import { close } from './close'
import { parseActionParameters } from './parseActionParameters'
import { promoteConnection } from './promoteConnection'
import { reportActionError } from './reportActionError'

export interface DisconnectConnectionParameters {
  /** Defaults to the active namespace. */
  namespace?: ChainNamespace
  /** The connector whose connection to end (one of `state.connections[namespace]`). */
  connectorId: string
}

export type DisconnectConnectionReturnType = undefined

/** What `disconnectConnection` rejects with: bad input or an unknown connection (nothing changes), or the wallet's failure (after the local state changed). */
export type DisconnectConnectionErrorType =
  | InvalidInputError
  | ConnectionNotFoundError
  | FailedToDisconnectError

const parametersSchema = z.object({
  namespace: z.optional(z.enum(CHAIN_NAMESPACES)),
  connectorId: z.string().check(z.minLength(1, 'a connector id is required')),
})

/**
 * Ends one of the wallets held side by side (multiWallet, spec §6) and forgets it; the others stay.
 * When it was the one in use, the next one takes over (a wallet that no longer grants access is marked
 * 'disconnected' and skipped); when none is left, this is `disconnect`: the namespace is forgotten
 * and the modal closes. The local state changes even when the wallet fails to answer; that failure
 * is then thrown. `disconnect` ends them all.
 *
 * @example await disconnectConnection(latch, { connectorId: 'io.metamask' })
 */
export async function disconnectConnection(
  latch: Latch,
  parameters: DisconnectConnectionParameters,
): Promise<DisconnectConnectionReturnType> {
  const parsed = parseActionParameters(latch, parametersSchema, parameters)
  const { connectorId } = parsed
  const state = getStore(latch).getState()
  const namespace = parsed.namespace ?? state.activeNamespace
  const connection = state.connections[namespace]?.find((c) => c.connectorId === connectorId)
  if (!connection)
    throw reportActionError(
      latch,
      new ConnectionNotFoundError({ details: `No connection of "${connectorId}" in ${namespace}.` }),
    )
  let failure: unknown
  // A connection its wallet already dropped has nothing left to revoke.
  if (isLiveConnection(connection)) {
    try {
      await latch.adapters.get(namespace)?.disconnect({ connectorId })
    } catch (cause) {
      failure = cause
    }
  }
  getStore(latch).setState((s) => ({
    connections: {
      ...s.connections,
      [namespace]: removeConnection(s.connections[namespace] ?? [], connectorId),
    },
  }))
  if (getStore(latch).getState().activeConnectorIds[namespace] === connectorId) {
    if (!(await promoteConnection(latch, { namespace, leaving: connectorId }))) {
      clearConnection(latch, { namespace })
      close(latch)
    }
  }
  if (failure)
    throw reportActionError(
      latch,
      new FailedToDisconnectError({ cause: failure, details: parseError(failure) }),
    )
}
