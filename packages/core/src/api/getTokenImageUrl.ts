import type { Latch } from '../createLatch'
import { buildApiUrl } from './request'

/**
 * The URL of GET /public/getTokenImage/{id} for a token symbol such as USDC: an SVG or PNG the service
 * caches, to put straight in an `<img src>`. `undefined` without `api` config or id, so the UI
 * shows its placeholder.
 *
 * @example const src = getTokenImageUrl(latch, 'USDC')
 */
export function getTokenImageUrl(latch: Latch, id: string | null | undefined): string | undefined {
  const { api } = latch.config
  if (!api || !id) return undefined
  return buildApiUrl(api, `/public/getTokenImage/${encodeURIComponent(id)}`)
}
