import { getTokenImageUrl } from '@latch/core/services'
import { useLatchInstance } from '../hooks/useLatchInstance'
import { ServiceImage } from './ServiceImage'

/**
 * A token's icon: the one its record names, else the services' token image route for its symbol
 * (spec §7's /public/getTokenImage/{id}), else its first letter where both are missing or fail.
 */
export function TokenIcon({ src, symbol }: { src: string | null | undefined; symbol: string }) {
  const latch = useLatchInstance()
  return (
    <ServiceImage
      src={src || getTokenImageUrl(latch, { id: symbol })}
      className="token-icon"
      fallback={
        <span className="token-icon" aria-hidden="true">
          {symbol.slice(0, 1).toUpperCase()}
        </span>
      }
    />
  )
}
