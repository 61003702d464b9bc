import type { Latch } from '../latch'
import { getStore } from '../latch'
import { type ResolvedFeatures, resolveFeatures } from '../rules/resolveFeatures'

const cache = new WeakMap<Latch, { remote: unknown; features: ResolvedFeatures }>()

/**
 * The features in force for this instance: the host's `features` config with the project's remote
 * features applied (resolveFeatures), once mountLatch fetched them into the store (so a view reading
 * it re-renders when they arrive). The same object until they change, so it can serve as a render
 * snapshot. Reads memory only.
 *
 * @example
 * if (getFeatures(latch).activity) showActivityTab()
 */
export function getFeatures(latch: Latch): ResolvedFeatures {
  const remote = getStore(latch).getState().remoteFeatures
  const cached = cache.get(latch)
  if (cached && cached.remote === remote) return cached.features
  const features = resolveFeatures(latch.config.features, remote)
  cache.set(latch, { remote, features })
  return features
}
