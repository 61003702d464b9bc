import type { ChainNamespace, Connector } from '../types'

/**
 * The connector that reaches `wallet` on `namespace`: its own entry there (a wallet on several chains
 * holds one per chain in `connectors`), or `undefined` when it has none there, or none found yet (a
 * browser extension that injects itself after the page loads). Never another chain's: the modal
 * connects on the namespace it shows (spec §2 step 1), or says why not.
 *
 * @example walletConnectorOn(latchWallet, 'polkadot')?.id
 */
export function walletConnectorOn(wallet: Connector, namespace: ChainNamespace): Connector | undefined {
  if (wallet.connectors?.length) return wallet.connectors.find((connector) => connector.chain === namespace)
  return wallet.chain === namespace ? wallet : undefined
}
