import { LatchError } from '../errors/LatchError'
import { parseError } from '../errors/parseError'
import { ChainAdapterNotFoundError } from '../errors/state'
import { ConnectionNotFoundError, SwitchConnectionError } from '../errors/walletConnection'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { resolveDefaultAccountType } from '../rules/resolveDefaultAccountType'
import { isLiveConnection } from '../rules/walletConnections'
import { getActiveNetwork } from '../selectors'
import type { ChainNamespace } from '../types'
import { applyConnection } from './applyConnection'
import { applyWalletChain } from './applyWalletChain'
import { fetchBalance } from './fetchBalance'
import { joinHeldConnections } from './joinHeldConnections'

export interface ActivateConnectionParameters {
  namespace: ChainNamespace
  connectorId: string
  /** One of the connection's accounts; defaults to the one the wallet has selected. */
  address?: string
}

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

const findLive = (latch: Latch, namespace: ChainNamespace, connectorId: string) =>
  getStore(latch)
    .getState()
    .connections[namespace]?.find(
      (connection) => connection.connectorId === connectorId && isLiveConnection(connection),
    )

/**
 * Makes a held connection the one in use: asks its wallet, without a prompt, which account and chain it
 * grants now, then records it as the namespace's active connection (account, address, network) and
 * reads its balance. Throws (unreported; the caller reports) and changes nothing when the connection
 * is not held or its wallet no longer grants access.
 *
 * @example await activateConnection(latch, { namespace: 'eip155', connectorId: 'AUTH' })
 */
export async function activateConnection(
  latch: Latch,
  parameters: ActivateConnectionParameters,
): Promise<void> {
  const { namespace, connectorId, address } = parameters
  const adapter = latch.adapters.get(namespace)
  if (!adapter) throw new ChainAdapterNotFoundError({ details: `No adapter for ${namespace}.` })
  const held = findLive(latch, namespace, connectorId)
  if (!held)
    throw new ConnectionNotFoundError({ details: `No connection of "${connectorId}" in ${namespace}.` })
  if (address && !held.accounts.some((account) => sameAddress(account.address, address)))
    throw new ConnectionNotFoundError({ details: `"${connectorId}" has no account ${address}.` })
  let answer: Awaited<ReturnType<typeof adapter.reconnect>>
  try {
    answer = await adapter.reconnect({
      connectorId,
      preferredAccountType: resolveDefaultAccountType(latch.config.defaultAccountTypes, namespace),
    })
  } catch (cause) {
    throw cause instanceof LatchError
      ? cause
      : new SwitchConnectionError({ cause, details: parseError(cause) })
  }
  if (!answer)
    throw new SwitchConnectionError({ details: `"${connectorId}" no longer grants access to this page.` })
  // The person may have disconnected it while its wallet answered.
  const current = findLive(latch, namespace, connectorId)
  if (!current) throw new ConnectionNotFoundError({ details: `"${connectorId}" was disconnected meanwhile.` })
  const chosen = address
    ? current.accounts.find((account) => sameAddress(account.address, address))
    : undefined
  const authName = answer.authName ?? current.auth?.name
  const connection = {
    ...answer,
    address: chosen?.address ?? answer.address,
    ...(authName ? { authName } : {}),
  }
  applyConnection(latch, {
    namespace,
    connection,
    connections: joinHeldConnections(latch, namespace, connection),
  })
  // Each wallet keeps its own chain: switching wallets may land on one the host did not configure.
  if (!getActiveNetwork(latch, getStore(latch).getState()))
    applyWalletChain(latch, { namespace, caipNetworkId: answer.caipNetworkId })
  else void fetchBalance(latch)
}
