import { ServiceImage } from './ServiceImage'

/** A token's icon from the image routes, or its first letter where the icon is missing or fails. */
export function TokenIcon({ src, symbol }: { src: string | null | undefined; symbol: string }) {
  return (
    <ServiceImage
      src={src}
      className="token-icon"
      fallback={
        <span className="token-icon" aria-hidden="true">
          {symbol.slice(0, 1).toUpperCase()}
        </span>
      }
    />
  )
}
