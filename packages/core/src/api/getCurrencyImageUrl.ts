import type { Latch } from '../latch'
import { buildApiUrl } from './request'

export interface GetCurrencyImageUrlParameters {
  /** The listing's image id; without one there is no URL. */
  id: string | null | undefined
}

export type GetCurrencyImageUrlReturnType = string | undefined

/**
 * The URL of GET /public/getCurrencyImage/{id} for a fiat currency id such as USD: an SVG or PNG the service
 * caches, to put straight in an `<img src>`. `undefined` without `api` config or id, so the UI
 * shows its placeholder.
 *
 * @example const src = getCurrencyImageUrl(latch, { id: 'USD' })
 */
export function getCurrencyImageUrl(
  latch: Latch,
  parameters: GetCurrencyImageUrlParameters,
): GetCurrencyImageUrlReturnType {
  const { api } = latch.config
  const id = parameters?.id
  if (!api || !id) return undefined
  return buildApiUrl(api, `/public/getCurrencyImage/${encodeURIComponent(id)}`)
}
