import type { Latch } from '../createLatch'
import { buildApiUrl } from './request'

/**
 * The URL of GET /public/getAssetImage/{id} for a network's assets.imageId: an SVG or PNG the service
 * caches, to put straight in an `<img src>`. `undefined` without `api` config or id, so the UI
 * shows its placeholder.
 *
 * @example const src = getAssetImageUrl(latch, network.imageId)
 */
export function getAssetImageUrl(latch: Latch, id: string | null | undefined): string | undefined {
  const { api } = latch.config
  if (!api || !id) return undefined
  return buildApiUrl(api, `/public/getAssetImage/${encodeURIComponent(id)}`)
}
