import { type ReactNode, useState } from 'react'

/**
 * An image the provider service named (a token icon, an NFT, a profile avatar): only http(s) and
 * inline `data:image/` sources are used, so service data can never become a `javascript:` or other
 * URL in the page.
 *
 * @example isServiceImageSrc('https://api.example/v1/token-image/ETH') // true
 */
export function isServiceImageSrc(src: string | null | undefined): src is string {
  return (
    typeof src === 'string' &&
    (/^https?:\/\/[^\s"'<>]+$/i.test(src) || /^data:image\/(svg\+xml|png|jpeg|webp|gif)[;,]/i.test(src))
  )
}

/**
 * `<img>` for a service-supplied URL, lazy, showing `fallback` instead when the URL is missing,
 * unsafe or fails to load.
 */
export function ServiceImage({
  src,
  className,
  fallback,
}: {
  src: string | null | undefined
  className: string
  fallback: ReactNode
}) {
  const [failed, setFailed] = useState<string | undefined>(undefined)
  if (!isServiceImageSrc(src) || failed === src) return <>{fallback}</>
  return (
    <img
      className={className}
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
    />
  )
}
