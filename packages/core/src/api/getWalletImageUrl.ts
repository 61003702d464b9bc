import type { Latch } from '../createLatch'
import { buildApiUrl } from './request'

/**
 * The URL of GET /getWalletImage/{id} for a wallet's image_id: an SVG or PNG the service
 * caches, to put straight in an `<img src>`. `undefined` without `api` config or id, so the UI
 * shows its placeholder.
 *
 * @example const src = getWalletImageUrl(latch, wallet.image_id)
 */
export function getWalletImageUrl(latch: Latch, id: string | null | undefined): string | undefined {
  const { api } = latch.config
  if (!api || !id) return undefined
  return buildApiUrl(api, `/getWalletImage/${encodeURIComponent(id)}`)
}
