import type { Latch } from '../latch'
import { buildApiUrl } from './request'

export interface GetAssetImageUrlParameters {
  /** The listing's image id; without one there is no URL. */
  id: string | null | undefined
}

export type GetAssetImageUrlReturnType = string | undefined

/**
 * The URL of GET /public/getAssetImage/{id} for a network's assets.imageId: an SVG or PNG the service
 * caches, to put straight in an `<img src>`. `undefined` without `api` config or id, so the UI
 * shows its placeholder.
 *
 * @example const src = getAssetImageUrl(latch, { id: network.imageId })
 */
export function getAssetImageUrl(
  latch: Latch,
  parameters: GetAssetImageUrlParameters,
): GetAssetImageUrlReturnType {
  const { api } = latch.config
  const id = parameters?.id
  if (!api || !id) return undefined
  return buildApiUrl(api, `/public/getAssetImage/${encodeURIComponent(id)}`)
}
