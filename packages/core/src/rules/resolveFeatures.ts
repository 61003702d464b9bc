import type { FeaturesConfig } from '../config/types'
import {
  DEFAULT_REMOTE_FEATURES,
  DEFAULT_SOCIALS,
  type SocialProvider,
  WALLET_FEATURES_ORDER,
  type WalletFeature,
} from '../constants'
import type { RemoteFeatures } from '../types/remoteConfig'

/** The features in force once the host's flags and the project's remote features are combined. */
export interface ResolvedFeatures {
  send: boolean
  receive: boolean
  /** Swap providers, or `false` when swaps are off. */
  swaps: readonly string[] | false
  /** On-ramp providers, or `false`. */
  onramp: readonly string[] | false
  email: boolean
  /** Social logins in the order shown, or `false`. */
  socials: readonly SocialProvider[] | false
  activity: boolean
  multiWallet: boolean
  legalCheckbox: boolean
  smartSessions: boolean
  collapseWallets: boolean
  pay: boolean
  /** `false` when the host turned analytics off; otherwise the project's setting decides (getAnalyticsEnabled). */
  analytics: boolean
  allWallets: boolean
  /** The project's remote `reown_branding` (spec §9, default on): the modal's 'UX by Latch' line. The host has no flag for it. */
  branding: boolean
  /** All four wallet features, the host's order first. */
  walletFeaturesOrder: readonly WalletFeature[]
}

/** What a host that sets no flag gets, with the project's remote features at the spec's defaults. */
export const DEFAULT_FEATURES: ResolvedFeatures = {
  send: true,
  receive: true,
  swaps: DEFAULT_REMOTE_FEATURES.swaps,
  onramp: DEFAULT_REMOTE_FEATURES.onramp,
  email: true,
  socials: DEFAULT_SOCIALS,
  activity: true,
  multiWallet: false,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
  analytics: true,
  allWallets: true,
  branding: DEFAULT_REMOTE_FEATURES.branding,
  walletFeaturesOrder: WALLET_FEATURES_ORDER,
}

const nonEmpty = <T>(list: readonly T[] | false): readonly T[] | false =>
  list !== false && list.length > 0 ? list : false

/**
 * Applies the project's remote features over the host's flags. Precedence, for the flags both set
 * (swaps, onramp, email, socials, activity, multiWallet):
 * 1. the host's explicit `false` turns a feature off, whatever the project says;
 * 2. a feature the project has off is off, even when the host set `true`;
 * 3. otherwise it is on, with the project's providers and socials. multiWallet, off by default on
 *    both sides, is on when the project turns it on (and the host did not say `false`).
 * `remote` is `undefined` while nothing was fetched (no `api` config, not yet, or the fetch failed):
 * the project's side then reads as the spec's defaults, except that the host's `multiWallet: true`
 * stands. A host's socials list keeps its order, less the ones the project has off; an empty list
 * of providers or socials is off. The host-only flags take the host's value or DEFAULT_FEATURES'.
 *
 * @example
 * resolveFeatures({ swaps: false }, { ...DEFAULT_REMOTE_FEATURES, email: false })
 * // swaps: false (the host), email: false (the project), onramp: ['meld', 'coinbase']
 */
export function resolveFeatures(local: FeaturesConfig = {}, remote?: RemoteFeatures): ResolvedFeatures {
  const project = remote ?? DEFAULT_REMOTE_FEATURES
  const known = (id: string): id is SocialProvider => (DEFAULT_SOCIALS as readonly string[]).includes(id)
  const projectSocials = project.socials === false ? false : project.socials.filter(known)
  const hostSocials = Array.isArray(local.socials) ? [...new Set(local.socials)] : undefined
  const socials =
    local.socials === false || !projectSocials
      ? false
      : (hostSocials?.filter((id) => projectSocials.includes(id)) ?? projectSocials)
  const d = DEFAULT_FEATURES
  return {
    send: local.send ?? d.send,
    receive: local.receive ?? d.receive,
    swaps: local.swaps === false ? false : nonEmpty(project.swaps),
    onramp: local.onramp === false ? false : nonEmpty(project.onramp),
    email: local.email !== false && project.email,
    socials: nonEmpty(socials),
    activity: local.activity !== false && project.activity,
    multiWallet: local.multiWallet !== false && (remote ? remote.multiWallet : local.multiWallet === true),
    legalCheckbox: local.legalCheckbox ?? d.legalCheckbox,
    smartSessions: local.smartSessions ?? d.smartSessions,
    collapseWallets: local.collapseWallets ?? d.collapseWallets,
    pay: local.pay ?? d.pay,
    analytics: local.analytics ?? d.analytics,
    allWallets: local.allWallets ?? d.allWallets,
    branding: project.branding,
    walletFeaturesOrder: [...new Set([...(local.walletFeaturesOrder ?? []), ...WALLET_FEATURES_ORDER])],
  }
}
