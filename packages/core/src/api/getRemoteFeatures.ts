import { DEFAULT_REMOTE_FEATURES } from '../constants'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import type { RemoteFeatures } from '../types/remoteConfig'

export type GetRemoteFeaturesReturnType = RemoteFeatures

/** `getRemoteFeatures` reads memory only and never throws. */
export type GetRemoteFeaturesErrorType = never

/**
 * The remote features in force: what mountLatch fetched, or the spec's defaults before that,
 * without `api` config, or when the fetch failed. Reads memory only.
 *
 * @example if (getRemoteFeatures(latch).activity) showActivityTab()
 */
export function getRemoteFeatures(latch: Latch): GetRemoteFeaturesReturnType {
  return getStore(latch).getState().remoteFeatures ?? DEFAULT_REMOTE_FEATURES
}
