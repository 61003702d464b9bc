/** A gradient drawn from the address, so each account is recognisable without loading an image. */
export function Avatar({ address }: { address: string }) {
  const hue = Number.parseInt(address.slice(2, 8), 16) % 360 || 0
  const hue2 = (hue + 70) % 360
  return (
    <div
      className="avatar"
      aria-hidden="true"
      style={{ background: `radial-gradient(circle at 30% 30%, hsl(${hue} 85% 70%), hsl(${hue2} 70% 45%))` }}
    />
  )
}
