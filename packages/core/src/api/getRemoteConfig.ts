import * as z from 'zod/mini'
import { DEFAULT_REMOTE_FEATURES } from '../constants'
import type { Latch } from '../latch'
import type { RemoteFeatureEntry, RemoteFeatures } from '../types/remoteConfig'
import { type ApiRequestErrorType, apiRequest } from './request'

export type GetRemoteConfigReturnType = RemoteFeatures

/** What `getRemoteConfig` rejects with: the request's errors (without `api` config it answers the defaults). */
export type GetRemoteConfigErrorType = ApiRequestErrorType

const remoteConfigSchema = z.object({
  features: z.array(
    z.object({
      id: z.string(),
      isEnabled: z.boolean(),
      config: z.optional(z.nullable(z.array(z.string()))),
    }),
  ),
})

/**
 * The features in force: each one the service lists replaces the spec's default, the rest keep it.
 * Providers' lists come from `config` (the default's when `config` is null); a disabled list is `false`.
 *
 * @example
 * toRemoteFeatures([{ id: 'multi_wallet', isEnabled: true }]).multiWallet // true
 */
export function toRemoteFeatures(entries: readonly RemoteFeatureEntry[]): RemoteFeatures {
  const byId = new Map(entries.map((entry) => [entry.id, entry]))
  const flag = (id: string, fallback: boolean) => byId.get(id)?.isEnabled ?? fallback
  const list = (id: string, fallback: readonly string[] | false) => {
    const entry = byId.get(id)
    if (!entry) return fallback
    return entry.isEnabled ? (entry.config ?? (fallback || [])) : false
  }
  const defaults = DEFAULT_REMOTE_FEATURES
  return {
    swaps: list('swaps', defaults.swaps),
    onramp: list('onramp', defaults.onramp),
    email: flag('email', defaults.email),
    socials: list('socials', defaults.socials),
    activity: flag('activity', defaults.activity),
    branding: flag('reown_branding', defaults.branding),
    multiWallet: flag('multi_wallet', defaults.multiWallet),
  }
}

/**
 * GET /appkit/v1/config: the project's remote features (`{ features: [{ id, isEnabled, config }] }`
 * on the wire), read over the spec's defaults by toRemoteFeatures. Without `api` config: the
 * defaults, no call. A failed call throws (mountLatch then keeps the defaults).
 *
 * @example
 * const features = await getRemoteConfig(latch)
 * if (features.email) showEmailLogin()
 */
export async function getRemoteConfig(latch: Latch): Promise<GetRemoteConfigReturnType> {
  const { api } = latch.config
  if (!api) return DEFAULT_REMOTE_FEATURES
  const { features } = await apiRequest(api, { path: '/appkit/v1/config', schema: remoteConfigSchema })
  return toRemoteFeatures(features)
}
