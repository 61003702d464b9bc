import type { AccountState } from '../types/account'
import type { Connector } from '../types/connector'
import type { ChainNamespace } from '../types/network'
import { isSameWallet } from './mergeConnectors'

export interface PlanActiveChainSwitchInput {
  /** The namespace to move the modal to. */
  target: ChainNamespace
  activeNamespace: ChainNamespace
  accounts: Partial<Record<ChainNamespace, Pick<AccountState, 'status'>>>
  activeConnectorIds: Partial<Record<ChainNamespace, string>>
  connectors: Partial<Record<ChainNamespace, Connector[]>>
}

/** How the modal moves to another namespace (the SwitchActiveChain view). */
export type ActiveChainSwitchPlan =
  /** An account is connected there already: make it the active one. */
  | { kind: 'activate' }
  /** The connected wallet serves that namespace too (one wallet on two chains, like Phantom): connect it there. */
  | { kind: 'connect'; connector: Connector }
  /** It does not (or nothing is connected): another wallet must be connected there. */
  | { kind: 'connectOther'; walletName?: string }

/**
 * Chooses how to move the modal to `target`: activate its connected account, connect the connected
 * wallet's own connector for it, or ask for another wallet.
 *
 * @example
 * planActiveChainSwitch({ target: 'solana', activeNamespace: 'eip155', accounts: { eip155: { status: 'connected' } },
 *   activeConnectorIds: { eip155: 'phantom-evm' }, connectors: { eip155: [phantomEvm], solana: [phantomSolana] } })
 * // { kind: 'connect', connector: phantomSolana }
 */
export function planActiveChainSwitch(input: PlanActiveChainSwitchInput): ActiveChainSwitchPlan {
  const { target, activeNamespace } = input
  if (input.accounts[target]?.status === 'connected') return { kind: 'activate' }
  const connectorId = input.activeConnectorIds[activeNamespace]
  const connected =
    input.accounts[activeNamespace]?.status === 'connected'
      ? flatten(input.connectors[activeNamespace]).find((connector) => connector.id === connectorId)
      : undefined
  if (!connected) return { kind: 'connectOther' }
  const sibling = flatten(input.connectors[target]).find(
    (connector) => connector.chain === target && isSameWallet(connector, connected),
  )
  return sibling
    ? { kind: 'connect', connector: sibling }
    : { kind: 'connectOther', walletName: connected.name }
}

function flatten(connectors: Connector[] | undefined): Connector[] {
  return (connectors ?? []).flatMap((connector) => [connector, ...(connector.connectors ?? [])])
}
