import { IMAGE_PRELOAD_TIMEOUT_MS } from '@latch/core/internal'
import { useEffect, useState } from 'react'
import { useLatchInstance } from '../hooks/useLatchInstance'
import { WalletIcon } from './icons'

const INLINE_IMAGE = /^data:image\/(svg\+xml|png|jpeg|webp|gif)[;,]/i

/**
 * A wallet image the page may show: an inline `data:image/` (what browser wallets announce), the
 * services' own image route (`{api.baseUrl}/getWalletImage/…`), or an image the host itself named for
 * one of its `customWallets` (createLatch took only https ones without credentials). Anything else
 * would let a wallet or a listing entry make the page fetch from anywhere, so it gets the placeholder.
 *
 * @example isSafeImageSrc('data:image/svg+xml;base64,…', undefined) // true
 * @example isSafeImageSrc('https://wallet.example/a.png', undefined, ['https://wallet.example/a.png']) // true
 */
export function isSafeImageSrc(
  src: string | undefined,
  servicesUrl: string | undefined,
  hostImages: readonly (string | undefined)[] = [],
): src is string {
  if (typeof src !== 'string') return false
  return (
    INLINE_IMAGE.test(src) ||
    (servicesUrl !== undefined && src.startsWith(`${servicesUrl}/`)) ||
    hostImages.includes(src)
  )
}

/**
 * Whether `src` has loaded: a service image is fetched ahead, and one that has not loaded within
 * the spec's 2 s (or fails) keeps the placeholder instead of popping in late or showing broken.
 */
function usePreloaded(src: string | undefined): boolean {
  const inline = src !== undefined && INLINE_IMAGE.test(src)
  const [loaded, setLoaded] = useState<string | undefined>(undefined)
  useEffect(() => {
    if (!src || inline) return
    let settled = false
    const image = new Image()
    const timer = setTimeout(() => {
      settled = true
    }, IMAGE_PRELOAD_TIMEOUT_MS)
    image.onload = () => {
      if (!settled) setLoaded(src)
      clearTimeout(timer)
    }
    image.src = src
    return () => {
      clearTimeout(timer)
      image.onload = null
    }
  }, [src, inline])
  return inline || (src !== undefined && loaded === src)
}

export function WalletImage({ src, size = 'small' }: { src?: string; size?: 'small' | 'big' }) {
  const { api, customWallets = [] } = useLatchInstance().config
  const hostImages = customWallets.map((wallet) => wallet.imageUrl)
  const safe = isSafeImageSrc(src, api?.baseUrl, hostImages) ? src : undefined
  const ready = usePreloaded(safe)
  const className = size === 'big' ? 'wallet-img big-img' : 'wallet-img'
  if (!safe || !ready) {
    return (
      <span
        className={className}
        style={{ display: 'grid', placeItems: 'center' }}
        data-testid="wallet-img-placeholder"
      >
        <WalletIcon />
      </span>
    )
  }
  return <img className={className} src={safe} alt="" />
}
