import type { Latch } from '../latch'
import { buildApiUrl } from './request'

export interface GetTokenImageUrlParameters {
  /** The listing's image id; without one there is no URL. */
  id: string | null | undefined
}

export type GetTokenImageUrlReturnType = string | undefined

/**
 * The URL of GET /public/getTokenImage/{id} for a token symbol such as USDC: an SVG or PNG the service
 * caches, to put straight in an `<img src>`. `undefined` without `api` config or id, so the UI
 * shows its placeholder.
 *
 * @example const src = getTokenImageUrl(latch, { id: 'USDC' })
 */
export function getTokenImageUrl(
  latch: Latch,
  parameters: GetTokenImageUrlParameters,
): GetTokenImageUrlReturnType {
  const { api } = latch.config
  const id = parameters?.id
  if (!api || !id) return undefined
  return buildApiUrl(api, `/public/getTokenImage/${encodeURIComponent(id)}`)
}
