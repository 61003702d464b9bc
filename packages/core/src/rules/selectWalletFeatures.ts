import { ONRAMP_NAMESPACES, SEND_NAMESPACES, type WalletFeature } from '../constants'
import type { ChainNamespace } from '../types/network'
import type { ResolvedFeatures } from './resolveFeatures'

/** The namespaces each wallet feature serves; receive (an address to copy) serves every namespace. */
const NAMESPACES: Record<WalletFeature, readonly ChainNamespace[] | undefined> = {
  onramp: ONRAMP_NAMESPACES,
  // the spec's swap networks are all eip155 chains; which of them is a later check
  swaps: ['eip155'],
  receive: undefined,
  send: SEND_NAMESPACES,
}

export interface SelectWalletFeaturesParameters {
  /** The features in force (resolveFeatures); swaps and onramp count as on with any provider. */
  features: Pick<ResolvedFeatures, WalletFeature>
  /** The order to show them in, e.g. `features.walletFeaturesOrder`; features left out are not shown. */
  order: readonly WalletFeature[]
  /** The namespace of the account shown. */
  namespace: ChainNamespace
  /** The features whose views are built. */
  available: readonly WalletFeature[]
}

/**
 * The wallet features the Account view shows, in order (spec §9 default: onramp, swaps, receive,
 * send), each only when its flag is on, the feature exists (`available`) and the account's
 * namespace supports it (send: SEND_NAMESPACES; on-ramp: eip155 and solana; swaps: eip155).
 *
 * @example
 * selectWalletFeatures({ features, order: features.walletFeaturesOrder, namespace: 'solana', available: ['send', 'swaps'] })
 * // ['send']
 */
export function selectWalletFeatures({
  features,
  order,
  namespace,
  available,
}: SelectWalletFeaturesParameters): WalletFeature[] {
  return [...new Set(order)].filter(
    (feature) =>
      features[feature] !== false &&
      available.includes(feature) &&
      (NAMESPACES[feature]?.includes(namespace) ?? true),
  )
}
