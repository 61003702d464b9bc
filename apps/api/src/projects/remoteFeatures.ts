import type { FeatureOverrides } from '../db/schema'

/** One remote feature as `GET /appkit/v1/config` answers it. */
export interface RemoteFeature {
  id: RemoteFeatureId
  isEnabled: boolean
  /** The providers or options of the feature (swap and on-ramp providers, social logins), else null. */
  config: string[] | null
}

/** The ids of the remote features, in the order they are answered. */
export const REMOTE_FEATURE_IDS = [
  'swaps',
  'onramp',
  'email',
  'socials',
  'activity',
  'reown_branding',
  'multi_wallet',
] as const

export type RemoteFeatureId = (typeof REMOTE_FEATURE_IDS)[number]

/**
 * The default remote features of spec §9: swaps via 1inch, on-ramp meld and coinbase, email, socials
 * (google, x, discord, farcaster, github, apple, facebook), activity, branding on, multiWallet off.
 */
export const DEFAULT_REMOTE_FEATURES: readonly RemoteFeature[] = [
  { id: 'swaps', isEnabled: true, config: ['1inch'] },
  { id: 'onramp', isEnabled: true, config: ['meld', 'coinbase'] },
  { id: 'email', isEnabled: true, config: null },
  {
    id: 'socials',
    isEnabled: true,
    config: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
  },
  { id: 'activity', isEnabled: true, config: null },
  { id: 'reown_branding', isEnabled: true, config: null },
  { id: 'multi_wallet', isEnabled: false, config: null },
]

/**
 * A project's remote features: the defaults with the project's overrides applied feature by feature.
 * Overrides for unknown feature ids are ignored.
 *
 * @example
 * resolveRemoteFeatures({ multi_wallet: { isEnabled: true }, socials: { config: ['github'] } })
 */
export function resolveRemoteFeatures(overrides: FeatureOverrides): RemoteFeature[] {
  return DEFAULT_REMOTE_FEATURES.map((feature) => {
    const override = overrides[feature.id]
    if (!override) return { ...feature, config: feature.config ? [...feature.config] : null }
    return {
      id: feature.id,
      isEnabled: override.isEnabled ?? feature.isEnabled,
      config: override.config === undefined ? (feature.config ? [...feature.config] : null) : override.config,
    }
  })
}
