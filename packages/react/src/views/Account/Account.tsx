import { getFeatures } from '@latch/core/internal'
import { useAccount } from '../../hooks/useAccount'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { AccountHeader } from './AccountHeader'
import { AccountTabs } from './AccountTabs'
import { accountCss } from './accountCss'
import { WalletFeatures } from './WalletFeatures'

/** The connected account: who and what it holds, its wallet features, and the Tokens, NFTs and Activity tabs. */
export function Account() {
  const latch = useLatchInstance()
  const { address } = useAccount()
  const activity = useLatchSelector(() => getFeatures(latch).activity)
  if (!address) return null
  return (
    <div className="account" data-testid="account-view">
      <style>{accountCss}</style>
      <AccountHeader address={address} />
      <WalletFeatures />
      <AccountTabs activity={activity} />
    </div>
  )
}
