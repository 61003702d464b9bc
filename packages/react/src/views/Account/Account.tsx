import { getActiveAccount, getFeatures } from '@latch/core/internal'
import { Suspense } from 'react'
import { useAccount } from '../../hooks/useAccount'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { preloadable } from '../../modal/preloadable'
import { AccountHeader } from './AccountHeader'
import { AccountTabs } from './AccountTabs'
import { accountCss } from './accountCss'
import { WalletFeatures } from './WalletFeatures'

// Its own chunk: only an embedded-wallet login has account types, so other accounts never load it.
const accountTypeModule = preloadable(() => import('./AccountType').then((module) => module.AccountType))

function LazyAccountType() {
  const AccountType = accountTypeModule.read()
  return <AccountType />
}

/**
 * The connected account: who and what it holds, its type (an embedded-wallet login's smart account or
 * EOA), its wallet features, and the Tokens, NFTs and Activity tabs.
 */
export function Account() {
  const latch = useLatchInstance()
  const { address } = useAccount()
  const activity = useLatchSelector(() => getFeatures(latch).activity)
  // read here without the switch rule, which ships in the AccountType chunk
  const hasAccountType = useLatchSelector(
    (state) => getActiveAccount(state)?.preferredAccountType !== undefined,
  )
  if (!address) return null
  return (
    <div className="account" data-testid="account-view">
      <style>{accountCss}</style>
      <AccountHeader address={address} />
      {hasAccountType && (
        <Suspense fallback={null}>
          <LazyAccountType />
        </Suspense>
      )}
      <WalletFeatures />
      <AccountTabs activity={activity} />
    </div>
  )
}
