import type { Latch } from '../latch'
import { getStore } from '../latch'
import { resolveDefaultAccountType } from '../rules/resolveDefaultAccountType'
import type { ChainNamespace } from '../types'
import { applyConnection } from './applyConnection'

export interface ConnectLoginElsewhereParameters {
  /** The namespace the login just connected on. */
  namespace: ChainNamespace
  /** Its AUTH connector. */
  connectorId: string
}

/**
 * After an email, social or Farcaster login connected on one namespace: connects the same login silently
 * on every other namespace whose adapter offers it and that holds no wallet yet, since one frame and one
 * user hold an account on each (spec §6: one active connector per namespace). Those stay beside the
 * namespace in use; one that does not answer is left unconnected, without an error.
 *
 * @example await connectLoginElsewhere(latch, { namespace: 'eip155', connectorId: 'AUTH' })
 */
export async function connectLoginElsewhere(
  latch: Latch,
  { namespace, connectorId }: ConnectLoginElsewhereParameters,
): Promise<void> {
  const { activeConnectorIds, connectors } = getStore(latch).getState()
  const others = [...latch.adapters.values()].filter(
    (adapter) =>
      adapter.namespace !== namespace &&
      !activeConnectorIds[adapter.namespace] &&
      connectors[adapter.namespace]?.some(
        (connector) => connector.id === connectorId && connector.type === 'AUTH',
      ),
  )
  await Promise.all(
    others.map(async (adapter) => {
      const preferredAccountType = resolveDefaultAccountType(
        latch.config.defaultAccountTypes,
        adapter.namespace,
      )
      const connection = await adapter.reconnect({ connectorId, preferredAccountType }).catch(() => undefined)
      // the person may have connected a wallet there meanwhile: it is theirs to keep
      if (connection && !getStore(latch).getState().activeConnectorIds[adapter.namespace])
        applyConnection(latch, { namespace: adapter.namespace, connection, activate: false })
    }),
  )
}
