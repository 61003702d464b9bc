// The features a project turns on remotely, as the config service answers them.

/** The features the project enables remotely (spec §9 defaults: DEFAULT_REMOTE_FEATURES). */
export interface RemoteFeatures {
  /** Swap providers, or `false` when swaps are off. */
  swaps: readonly string[] | false
  /** On-ramp providers, or `false`. */
  onramp: readonly string[] | false
  email: boolean
  /** Social login providers, or `false`. */
  socials: readonly string[] | false
  activity: boolean
  branding: boolean
  multiWallet: boolean
}

/** One feature as the service answers it (AppKit's wire shape). */
export interface RemoteFeatureEntry {
  id: string
  isEnabled: boolean
  /** The feature's providers or options (swap and on-ramp providers, social logins), else null. */
  config?: string[] | null
}
