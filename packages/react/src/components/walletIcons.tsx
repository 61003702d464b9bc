import { Icon } from './icons'

// The Account and Send views' icons, apart from icons.tsx so the modal's first load does not carry them.

export const SendIcon = () => (
  <Icon>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </Icon>
)
export const BuyIcon = () => (
  <Icon>
    <rect x="3" y="6" width="18" height="13" rx="2" />
    <path d="M3 10h18M7 15h3" />
  </Icon>
)
export const ReceiveIcon = () => (
  <Icon>
    <path d="M12 5v14M19 12l-7 7-7-7" />
  </Icon>
)
export const TradeIcon = () => (
  <Icon>
    <path d="M7 4v16M3 8l4-4 4 4M17 20V4M21 16l-4 4-4-4" />
  </Icon>
)
export const ImageIcon = () => (
  <Icon size={24}>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="9" cy="9" r="2" />
    <path d="m21 15-5-5L5 21" />
  </Icon>
)
export const ChevronIcon = () => (
  <Icon size={16} mirror>
    <path d="m9 18 6-6-6-6" />
  </Icon>
)
