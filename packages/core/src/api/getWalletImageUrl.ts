import type { Latch } from '../latch'
import { buildApiUrl } from './request'

export interface GetWalletImageUrlParameters {
  /** The listing's image id; without one there is no URL. */
  id: string | null | undefined
}

export type GetWalletImageUrlReturnType = string | undefined

/**
 * The URL of GET /getWalletImage/{id} for a wallet's image_id: an SVG or PNG the service
 * caches, to put straight in an `<img src>`. `undefined` without `api` config or id, so the UI
 * shows its placeholder.
 *
 * @example const src = getWalletImageUrl(latch, { id: wallet.image_id })
 */
export function getWalletImageUrl(
  latch: Latch,
  parameters: GetWalletImageUrlParameters,
): GetWalletImageUrlReturnType {
  const { api } = latch.config
  const id = parameters?.id
  if (!api || !id) return undefined
  return buildApiUrl(api, `/getWalletImage/${encodeURIComponent(id)}`)
}
