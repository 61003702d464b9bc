import type { Latch } from '../latch'
import { getStore } from '../latch'
import { resolveDefaultAccountType } from '../rules/resolveDefaultAccountType'
import { patchAccount } from '../store/update'
import type { ChainNamespace } from '../types'

export interface RefreshAccountTypeParameters {
  namespace: ChainNamespace
}

/**
 * Reads again, without a prompt, the account type facts of a wallet that has them (the embedded wallet):
 * whether the smart account is deployed, and whether smart accounts are enabled, are per network, so a
 * network change makes the ones held stale. Applied only while the answer is about the account and
 * network held (a later change owns the account otherwise); a wallet that does not answer leaves them.
 *
 * @example void refreshAccountType(latch, { namespace: 'eip155' })
 */
export async function refreshAccountType(
  latch: Latch,
  { namespace }: RefreshAccountTypeParameters,
): Promise<void> {
  const connectorId = getStore(latch).getState().activeConnectorIds[namespace]
  const adapter = latch.adapters.get(namespace)
  if (!connectorId || !adapter) return
  const answer = await adapter
    .reconnect({
      connectorId,
      preferredAccountType: resolveDefaultAccountType(latch.config.defaultAccountTypes, namespace),
    })
    .catch(() => undefined)
  const { activeConnectorIds, accounts } = getStore(latch).getState()
  const account = accounts[namespace]
  if (
    !answer ||
    activeConnectorIds[namespace] !== connectorId ||
    account?.address !== answer.address ||
    account.caipNetworkId !== answer.caipNetworkId
  )
    return
  patchAccount(latch, namespace, {
    preferredAccountType: answer.accountType,
    smartAccountDeployed: answer.smartAccountDeployed,
    smartAccountEnabled: answer.smartAccountEnabled,
  })
}
