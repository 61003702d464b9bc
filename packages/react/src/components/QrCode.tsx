import { type ReactNode, useMemo } from 'react'
import { encode } from 'uqr'

/** Light modules around the code, so a camera finds its edges even on a dark theme. */
const QUIET_ZONE = 4

/**
 * `value` as a QR code: uqr's module matrix drawn as one SVG path of unit squares (React elements
 * only, no HTML injection), dark on light whatever the theme, as readers expect. A `logo` sits in the
 * middle; the code then uses the highest error correction (30 %), so readers still decode it.
 *
 * @example <QrCode value={address} label={`QR code of ${address}`} />
 * @example <QrCode value={uri} label="WalletConnect QR code" logo={<WalletImage src={icon} />} />
 */
export function QrCode({
  value,
  label,
  testId,
  logo,
}: {
  value: string
  label: string
  testId?: string
  logo?: ReactNode
}) {
  const withLogo = logo !== undefined
  const { size, path } = useMemo(() => {
    const { data } = encode(value, { ecc: withLogo ? 'H' : 'M', border: QUIET_ZONE })
    let d = ''
    data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`
      })
    })
    return { size: data.length, path: d }
  }, [value, withLogo])
  const code = (
    <svg
      className="qr"
      role="img"
      aria-label={label}
      data-testid={testId}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
  if (!logo) return code
  // The logo's place is part of the code's drawing, whichever view shows it.
  return (
    <div style={{ position: 'relative' }}>
      {code}
      <div
        style={{
          position: 'absolute',
          inset: 0,
          display: 'grid',
          placeItems: 'center',
          pointerEvents: 'none',
        }}
      >
        <div style={{ background: '#fff', borderRadius: 12, padding: 4 }}>{logo}</div>
      </div>
    </div>
  )
}
