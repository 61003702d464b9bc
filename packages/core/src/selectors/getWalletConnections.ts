import type { Latch } from '../latch'
import { getConnectorStatus } from '../rules/connectorStatus'
import type { LatchState } from '../store/state'
import type { ChainNamespace, Connection, ConnectorStatus, ConnectorType } from '../types'
import { getFeatures } from './getFeatures'

/** One row of ProfileWallets: a held connection with what the list shows of its connector. */
export interface WalletConnection {
  namespace: ChainNamespace
  connectorId: string
  /** The connector's name, or its id when it is no longer discovered. */
  name: string
  type?: ConnectorType
  imageUrl?: string
  /** The account in use for the connection in use, else the wallet's first; `undefined` without accounts. */
  address?: string
  /** An email or social login's name (the email). */
  authName?: string
  /** Spec §4: 'connected' (the one in use), 'active' (held beside it) or 'disconnected' (dropped by its wallet). */
  status: ConnectorStatus
}

interface Inputs {
  connections: Connection[] | undefined
  connectors: LatchState['connectors'][ChainNamespace]
  activeConnectorId: string | undefined
  address: string | undefined
  multiWallet: boolean
}

const cache = new WeakMap<Latch, { inputs: Inputs; rows: WalletConnection[] }>()

const sameInputs = (a: Inputs, b: Inputs) =>
  (Object.keys(a) as (keyof Inputs)[]).every((key) => Object.is(a[key], b[key]))

/**
 * The active namespace's connections as ProfileWallets lists them, in the order they were made. With
 * multiWallet off only the active connector's connections show (spec §6). The same array until its
 * inputs change, so a view can select it directly.
 *
 * @example
 * getWalletConnections(latch, getStore(latch).getState())
 * // [{ connectorId: 'dev.latch.devnet-wallet', name: 'Latch Devnet Wallet', address: '0xf39F…', status: 'connected', … }]
 */
export function getWalletConnections(latch: Latch, state: LatchState): WalletConnection[] {
  const namespace = state.activeNamespace
  const inputs: Inputs = {
    connections: state.connections[namespace],
    connectors: state.connectors[namespace],
    activeConnectorId: state.activeConnectorIds[namespace],
    address: state.accounts[namespace]?.address,
    multiWallet: getFeatures(latch).multiWallet,
  }
  const cached = cache.get(latch)
  if (cached && sameInputs(cached.inputs, inputs)) return cached.rows
  const all = inputs.connections ?? []
  const shown = inputs.multiWallet ? all : all.filter((c) => c.connectorId === inputs.activeConnectorId)
  const rows = shown.map((connection): WalletConnection => {
    const connector = inputs.connectors?.find((c) => c.id === connection.connectorId)
    const inUse = connection.connectorId === inputs.activeConnectorId
    return {
      namespace,
      connectorId: connection.connectorId,
      name: connector?.name ?? connection.connectorId,
      type: connector?.type,
      imageUrl: connector?.imageUrl,
      address: (inUse ? inputs.address : undefined) ?? connection.accounts[0]?.address,
      authName: connection.auth?.name,
      status:
        connection.status ??
        getConnectorStatus({
          connectorId: connection.connectorId,
          activeConnectorId: inputs.activeConnectorId,
          connections: all,
        }),
    }
  })
  cache.set(latch, { inputs, rows })
  return rows
}
