import { WalletIcon } from './icons'

/** Only inline images: a wallet-supplied URL must not make the page fetch from anywhere. */
export function isSafeImageSrc(src: string | undefined): src is string {
  return typeof src === 'string' && /^data:image\/(svg\+xml|png|jpeg|webp|gif)[;,]/i.test(src)
}

export function WalletImage({ src, size = 'small' }: { src?: string; size?: 'small' | 'big' }) {
  const className = size === 'big' ? 'wallet-img big-img' : 'wallet-img'
  if (!isSafeImageSrc(src)) {
    return (
      <span className={className} style={{ display: 'grid', placeItems: 'center' }}>
        <WalletIcon />
      </span>
    )
  }
  return <img className={className} src={src} alt="" />
}
