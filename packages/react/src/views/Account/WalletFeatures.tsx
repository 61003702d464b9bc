import { navigate, type WalletFeature } from '@latch/core'
import { getFeatures, selectWalletFeatures } from '@latch/core/internal'
import type { ReactNode } from 'react'
import { BuyIcon, ReceiveIcon, SendIcon, TradeIcon } from '../../components/walletIcons'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'

/** Each wallet feature's button and the view it opens. */
const BUILT: Record<
  WalletFeature,
  { label: string; icon: ReactNode; view: 'OnrampBuy' | 'Swap' | 'WalletReceive' | 'WalletSend' }
> = {
  onramp: { label: 'Buy', icon: <BuyIcon />, view: 'OnrampBuy' },
  swaps: { label: 'Swap', icon: <TradeIcon />, view: 'Swap' },
  receive: { label: 'Receive', icon: <ReceiveIcon />, view: 'WalletReceive' },
  send: { label: 'Send', icon: <SendIcon />, view: 'WalletSend' },
}
const AVAILABLE = Object.keys(BUILT) as WalletFeature[]

/** The wallet feature buttons in the configured order (spec default: onramp, swaps, receive, send). */
export function WalletFeatures() {
  const latch = useLatchInstance()
  // The remote features arrive in the store; getFeatures answers the same object until they change.
  const features = useLatchSelector(() => getFeatures(latch))
  const namespace = useLatchSelector((s) => s.activeNamespace)
  const shown = selectWalletFeatures({
    features,
    order: features.walletFeaturesOrder,
    namespace,
    available: AVAILABLE,
  })
  if (shown.length === 0) return null
  return (
    <div className="features" data-testid="wallet-features">
      {shown.map((feature) => {
        const built = BUILT[feature]
        return (
          <button
            key={feature}
            type="button"
            className="feature"
            data-testid={`wallet-feature-${feature}`}
            onClick={() => navigate(latch, { view: built.view })}
          >
            {built.icon}
            {built.label}
          </button>
        )
      })}
    </div>
  )
}
