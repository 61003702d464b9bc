import type { LatchState } from '../store/state'
import type { ChainNamespace, Connector } from '../types'

/** Finds a discovered connector by id, also inside multi-chain entries. */
export function findConnector(
  state: LatchState,
  namespace: ChainNamespace,
  connectorId: string,
): Connector | undefined {
  for (const connector of state.connectors[namespace] ?? []) {
    if (connector.id === connectorId) return connector
    const child = connector.connectors?.find((c) => c.id === connectorId)
    if (child) return child
  }
  return undefined
}
