import type { WalletFeature } from '@latch/core'
import { getFeatures, selectWalletFeatures } from '@latch/core/internal'
import { navigate } from '@latch/core/modal'
import type { ReactNode } from 'react'
import { BuyIcon, ReceiveIcon, SendIcon, TradeIcon } from '../../components/walletIcons'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import type { MessageKey } from '../../i18n/catalogueTypes'
import { useI18n } from '../../i18n/useI18n'

/** Each wallet feature's button and the view it opens. */
const BUILT: Record<
  WalletFeature,
  { label: MessageKey; icon: ReactNode; view: 'OnrampBuy' | 'Swap' | 'WalletReceive' | 'WalletSend' }
> = {
  onramp: { label: 'account.featureBuy', icon: <BuyIcon />, view: 'OnrampBuy' },
  swaps: { label: 'account.featureSwap', icon: <TradeIcon />, view: 'Swap' },
  receive: { label: 'account.featureReceive', icon: <ReceiveIcon />, view: 'WalletReceive' },
  send: { label: 'account.featureSend', icon: <SendIcon />, view: 'WalletSend' },
}
const AVAILABLE = Object.keys(BUILT) as WalletFeature[]

/** The wallet feature buttons in the configured order (spec default: onramp, swaps, receive, send). */
export function WalletFeatures() {
  const latch = useLatchInstance()
  // The remote features arrive in the store; getFeatures answers the same object until they change.
  const features = useLatchSelector(() => getFeatures(latch))
  const namespace = useLatchSelector((s) => s.activeNamespace)
  const { t } = useI18n()
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
            {t(built.label)}
          </button>
        )
      })}
    </div>
  )
}
