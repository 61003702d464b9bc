import type { ReactNode } from 'react'

// Inline SVG icons: no image requests, no font. Decorative: their buttons carry the label.
export function Icon({
  size = 18,
  mirror = false,
  children,
}: {
  size?: number
  /** Points along the reading direction (back, forward): turned around in a right-to-left language. */
  mirror?: boolean
  children: ReactNode
}) {
  return (
    <svg
      className={mirror ? 'mirror' : undefined}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  )
}

export const CloseIcon = () => (
  <Icon>
    <path d="M18 6 6 18M6 6l12 12" />
  </Icon>
)
export const BackIcon = () => (
  <Icon mirror>
    <path d="m15 18-6-6 6-6" />
  </Icon>
)
export const CopyIcon = () => (
  <Icon size={16}>
    <rect x="9" y="9" width="13" height="13" rx="2" />
    <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
  </Icon>
)
export const WalletIcon = () => (
  <Icon>
    <path d="M19 7V5a2 2 0 0 0-2-2H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v4h-3a2 2 0 0 0 0 4h3a1 1 0 0 0 1-1v-2M3 5v14a2 2 0 0 0 2 2h15a1 1 0 0 0 1-1v-4" />
  </Icon>
)
