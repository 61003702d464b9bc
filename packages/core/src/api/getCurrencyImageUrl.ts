import type { Latch } from '../createLatch'
import { buildApiUrl } from './request'

/**
 * The URL of GET /public/getCurrencyImage/{id} for a fiat currency id such as USD: an SVG or PNG the service
 * caches, to put straight in an `<img src>`. `undefined` without `api` config or id, so the UI
 * shows its placeholder.
 *
 * @example const src = getCurrencyImageUrl(latch, 'USD')
 */
export function getCurrencyImageUrl(latch: Latch, id: string | null | undefined): string | undefined {
  const { api } = latch.config
  if (!api || !id) return undefined
  return buildApiUrl(api, `/public/getCurrencyImage/${encodeURIComponent(id)}`)
}
